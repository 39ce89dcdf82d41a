-- One standard (read-only) report per search page; the customer search page (page 6070, search type 1)
-- and its columns. Later search pages add theirs the same way.
CREATE UNIQUE INDEX "saved_reports_standard_uq" ON "saved_reports" ("page_number") WHERE "is_standard";--> statement-breakpoint
CREATE UNIQUE INDEX "search_columns_type_field_uq" ON "search_columns" ("search_type", "field_key");--> statement-breakpoint
INSERT INTO "search_columns" ("search_type", "field_key", "column_display", "sort_order", "is_default") VALUES
  (1, 'accountNumber', 'Account #', 1, true),
  (1, 'name', 'Name', 2, true),
  (1, 'status', 'Status', 3, true),
  (1, 'type', 'Type', 4, false),
  (1, 'city', 'City', 5, true),
  (1, 'state', 'State', 6, true),
  (1, 'phone', 'Phone', 7, true),
  (1, 'isActive', 'Active', 8, false),
  (1, 'id', 'Customer ID', 9, false);--> statement-breakpoint
INSERT INTO "saved_reports" ("search_type", "page_number", "name", "search_criteria", "is_global_report", "is_standard")
VALUES (1, 6070, 'Standard Report', '[]', true, true);
