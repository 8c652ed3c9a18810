CREATE TABLE "article_texts" (
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "body"), 'C')) STORED NOT NULL,
	CONSTRAINT "article_texts_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"image_url" text NOT NULL,
	"tags" text[] NOT NULL,
	"badge" text,
	"published_on" date NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_badge" CHECK ("articles"."badge" IN ('FEATURED', 'POPULAR'))
);
--> statement-breakpoint
CREATE TABLE "faq_texts" (
	"faq_id" integer NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "question"), 'A') || setweight(to_tsvector('english', "answer"), 'B')) STORED NOT NULL,
	CONSTRAINT "faq_texts_faq_id_locale_pk" PRIMARY KEY("faq_id","locale")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"faq_group" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "faqs_code_unique" UNIQUE("code"),
	CONSTRAINT "faqs_group" CHECK ("faqs"."faq_group" IN ('general', 'motor'))
);
--> statement-breakpoint
ALTER TABLE "article_texts" ADD CONSTRAINT "article_texts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_texts" ADD CONSTRAINT "faq_texts_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_texts_search" ON "article_texts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "faq_texts_search" ON "faq_texts" USING gin ("search");