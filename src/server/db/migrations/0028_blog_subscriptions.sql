CREATE TABLE "blog_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "blog_subscribers_lower_case" CHECK ("blog_subscribers"."email" = lower("blog_subscribers"."email"))
);
--> statement-breakpoint
CREATE TABLE "subscription_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "subscription_letters_address" ON "subscription_letters" USING btree ("address_key","sent_at");