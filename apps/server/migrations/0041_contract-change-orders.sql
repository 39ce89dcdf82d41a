CREATE TABLE "contract_change_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"effective_date" date NOT NULL,
	"description" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "contract_change_orders" ADD CONSTRAINT "contract_change_orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_change_orders_sequence_uq" ON "contract_change_orders" USING btree ("contract_id","sequence");