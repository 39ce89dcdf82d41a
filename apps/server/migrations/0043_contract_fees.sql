CREATE TABLE "contract_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"name" text NOT NULL,
	"item_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contract_fees_name_length" CHECK (char_length("contract_fees"."name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "contract_fees" ADD CONSTRAINT "contract_fees_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_fees" ADD CONSTRAINT "contract_fees_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_fees_contract_idx" ON "contract_fees" USING btree ("contract_id","sort");