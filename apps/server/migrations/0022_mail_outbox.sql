CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"idempotency_key" text,
	"message_id" text NOT NULL,
	"from_address" text NOT NULL,
	"to_addresses" text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text,
	"text_body" text,
	"search_text" text NOT NULL,
	"related_type" text,
	"related_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"server_response" text,
	"lease_until" timestamp with time zone,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_messages_status_ck" CHECK ("mail_messages"."status" in ('queued', 'sending', 'sent', 'held', 'failed', 'bounced'))
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_message_idx" ON "mail_attachments" USING btree ("message_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_idempotency_key_uq" ON "mail_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_message_id_uq" ON "mail_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_messages_created_idx" ON "mail_messages" USING btree ("created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_messages_status_idx" ON "mail_messages" USING btree ("status","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_messages_related_idx" ON "mail_messages" USING btree ("related_type","related_id");--> statement-breakpoint
CREATE INDEX "mail_messages_search_trgm_idx" ON "mail_messages" USING gin ("search_text" gin_trgm_ops);