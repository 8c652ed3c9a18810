-- Callbacks (issue 24, decision 053) are inquiries without a quote, a title or the quote's facts; a
-- comparison inquiry still needs its quote. The built-in CRM's leads lose the required title with them.
ALTER TABLE "inquiries" ALTER COLUMN "quote_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "vehicle_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "insurance_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "channel" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "promo" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_leads" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_comparison_quote" CHECK ("inquiries"."kind" <> 'comparison' or "inquiries"."quote_id" is not null);