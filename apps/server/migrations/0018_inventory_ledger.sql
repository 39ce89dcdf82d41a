CREATE TABLE "purchase_order_bill_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_item_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"bill_item_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"match_date" date NOT NULL,
	"reversed_date" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "value" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "cost_relieved" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_bill_matches" ADD CONSTRAINT "purchase_order_bill_matches_purchase_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("purchase_order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "po_bill_matches_item_idx" ON "purchase_order_bill_matches" USING btree ("purchase_order_item_id");--> statement-breakpoint
CREATE INDEX "po_bill_matches_bill_idx" ON "purchase_order_bill_matches" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "po_bill_matches_date_idx" ON "purchase_order_bill_matches" USING btree ("match_date");--> statement-breakpoint
CREATE INDEX "inventory_movements_source_line_idx" ON "inventory_movements" USING btree ("source_kind","source_line_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_date_idx" ON "inventory_movements" USING btree ("movement_date","item_id");--> statement-breakpoint
CREATE INDEX "invoice_items_source_line_idx" ON "invoice_items" USING btree ("source_line_id") WHERE "invoice_items"."source_line_id" is not null;--> statement-breakpoint
-- Issue 14 (docs/accounting/inventory.md). Movements recorded before this change get their value at
-- round2(quantity x unit cost) (PostgreSQL rounds half away from zero here; a one-off), and each item's
-- valuation total becomes the sum of its movements' values, so the valuation and the movements agree.
-- They were never posted to the ledger: on an existing install the tie-out shows that difference until an
-- opening inventory entry is made.
UPDATE "inventory_movements" SET "value" = round("quantity" * "unit_cost", 2) WHERE "value" = 0;--> statement-breakpoint
UPDATE "inventory_valuation" v SET "total_value" = s.total,
       "average_cost" = CASE WHEN v."quantity" > 0 THEN round(s.total / v."quantity", 4) ELSE v."average_cost" END
  FROM (SELECT "item_id", sum("value") AS total FROM "inventory_movements" GROUP BY "item_id") s
 WHERE s."item_id" = v."item_id";--> statement-breakpoint
-- The four starter accounts of issue 14 for every company that already has a chart and lacks the role. A
-- role-less account with the same code and name takes the role; when the code is held by another account
-- the role is left unassigned (assign it in the chart of accounts; postings needing it answer 422 until then).
UPDATE "gl_accounts" a SET "system_role" = w.role
  FROM (VALUES ('1250', 'Work in Progress', 'WorkInProgress'),
               ('2050', 'Received Not Billed', 'AccruedPayables'),
               ('5050', 'Purchase Price Variance', 'PurchasePriceVariance'),
               ('5060', 'Inventory Adjustments', 'InventoryAdjustment')) AS w(code, name, role)
 WHERE a."code" = w.code AND lower(a."name") = lower(w.name) AND a."system_role" IS NULL
   AND NOT EXISTS (SELECT 1 FROM "gl_accounts" r WHERE r."company_id" = a."company_id" AND r."system_role" = w.role);--> statement-breakpoint
INSERT INTO "gl_accounts" ("company_id", "code", "name", "group_id", "account_type", "system_role", "is_cogs")
SELECT c.id, w.code, w.name, coalesce(g.id, (SELECT min(id) FROM "gl_account_groups")), w.type, w.role, w.is_cogs
  FROM "companies" c
 CROSS JOIN (VALUES ('1250', 'Work in Progress', 'Current Assets', 1, 'WorkInProgress', false),
                    ('2050', 'Received Not Billed', 'Current Liabilities', 2, 'AccruedPayables', false),
                    ('5050', 'Purchase Price Variance', 'Cost of Goods Sold', 5, 'PurchasePriceVariance', true),
                    ('5060', 'Inventory Adjustments', 'Cost of Goods Sold', 5, 'InventoryAdjustment', true))
       AS w(code, name, grp, type, role, is_cogs)
  LEFT JOIN LATERAL (SELECT id FROM "gl_account_groups" WHERE name = w.grp ORDER BY id LIMIT 1) g ON true
 WHERE EXISTS (SELECT 1 FROM "gl_accounts" x WHERE x."company_id" = c.id)
   AND NOT EXISTS (SELECT 1 FROM "gl_accounts" r WHERE r."company_id" = c.id AND r."system_role" = w.role)
   AND NOT EXISTS (SELECT 1 FROM "gl_accounts" k WHERE k."company_id" = c.id AND k."code" = w.code);
