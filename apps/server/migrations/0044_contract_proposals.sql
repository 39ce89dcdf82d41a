CREATE TABLE "contract_proposal_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"sent_to" text NOT NULL,
	"method" text DEFAULT 'Email' NOT NULL,
	"sent_date" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_date" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"name" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_proposal_sent" ADD CONSTRAINT "contract_proposal_sent_proposal_id_contract_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."contract_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_proposals" ADD CONSTRAINT "contract_proposals_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_proposal_sent_proposal_idx" ON "contract_proposal_sent" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "contract_proposals_contract_idx" ON "contract_proposals" USING btree ("contract_id");