CREATE TABLE "asset_stock_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"kind" text NOT NULL,
	"move_date" date NOT NULL,
	"item_id" integer,
	"warehouse_id" integer,
	"equipment_id" integer,
	"customer_id" integer,
	"cost" numeric(14, 2) NOT NULL,
	"accumulated" numeric(14, 2) DEFAULT '0' NOT NULL,
	"book_value" numeric(14, 2) NOT NULL,
	"journal_entry_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_stock_moves_kind_check" CHECK ("asset_stock_moves"."kind" in ('FromStock', 'ToStock', 'ToEquipment'))
);
--> statement-breakpoint
ALTER TABLE "asset_stock_moves" ADD CONSTRAINT "asset_stock_moves_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_stock_moves" ADD CONSTRAINT "asset_stock_moves_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_stock_moves" ADD CONSTRAINT "asset_stock_moves_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_stock_moves" ADD CONSTRAINT "asset_stock_moves_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_stock_moves" ADD CONSTRAINT "asset_stock_moves_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_stock_moves" ADD CONSTRAINT "asset_stock_moves_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_stock_moves_asset_idx" ON "asset_stock_moves" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_stock_moves_leave_uq" ON "asset_stock_moves" USING btree ("asset_id") WHERE "asset_stock_moves"."kind" <> 'FromStock';