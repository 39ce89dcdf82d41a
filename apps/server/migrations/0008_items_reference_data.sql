-- Reference rows the item, inventory and purchasing screens need on every database (not demo data).
INSERT INTO "item_types" ("name", "is_stocked", "sort") VALUES
  ('Stock Part', true, 1),
  ('Non-Stock Part', false, 2),
  ('Equipment', true, 3),
  ('Labor', false, 4),
  ('Service', false, 5),
  ('Fee', false, 6);--> statement-breakpoint
INSERT INTO "markup_types" ("name", "description") VALUES
  ('Percent over cost', 'Price is cost plus the tier''s markup percent, by cost tier.'),
  ('Margin', 'Price is cost divided by (1 - the tier''s percent / 100), by cost tier.');--> statement-breakpoint
INSERT INTO "purchase_order_statuses" ("name", "sort", "is_receivable") VALUES
  ('Open', 1, false),
  ('Ordered', 2, true),
  ('Partially Received', 3, true),
  ('Received', 4, false),
  ('Closed', 5, false),
  ('Cancelled', 6, false);--> statement-breakpoint
INSERT INTO "purchase_order_types" ("name", "sort") VALUES
  ('Stock Order', 1),
  ('Job Order', 2),
  ('Drop Ship', 3);
