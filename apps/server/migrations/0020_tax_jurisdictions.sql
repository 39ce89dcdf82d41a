ALTER TABLE "tax_schedules" ADD COLUMN "jurisdiction_state" text;--> statement-breakpoint
ALTER TABLE "tax_schedules" ADD COLUMN "jurisdiction_county" text;--> statement-breakpoint
ALTER TABLE "tax_schedules" ADD COLUMN "jurisdiction_cities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_schedules" ADD COLUMN "jurisdiction_postal_codes" text[] DEFAULT '{}'::text[] NOT NULL;