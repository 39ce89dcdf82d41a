-- Reference lists every installation starts with; administrators may add to them later.
INSERT INTO "currencies" ("abbreviation", "name", "symbol", "is_alt_currency") VALUES
  ('USD', 'US Dollar', '$', false),
  ('CAD', 'Canadian Dollar', '$', true),
  ('MXN', 'Mexican Peso', '$', true),
  ('EUR', 'Euro', '€', true);
--> statement-breakpoint
INSERT INTO "currency_rates" ("currency_id", "rate", "effective_date")
SELECT "id", CASE "abbreviation" WHEN 'USD' THEN 1 WHEN 'CAD' THEN 1.38 WHEN 'MXN' THEN 18.25 ELSE 0.92 END, DATE '2026-01-01'
FROM "currencies";
--> statement-breakpoint
INSERT INTO "customer_statuses" ("name", "sort") VALUES ('Active', 1), ('On Hold', 2), ('Prospect', 3), ('Inactive', 4);
--> statement-breakpoint
INSERT INTO "customer_types" ("name", "sort") VALUES
  ('Residential', 1), ('Commercial', 2), ('Industrial', 3), ('Government', 4), ('Property Management', 5);
--> statement-breakpoint
INSERT INTO "location_zones" ("name", "sort") VALUES ('North', 1), ('South', 2), ('East', 3), ('West', 4), ('Central', 5);
--> statement-breakpoint
INSERT INTO "notification_types" ("name", "description", "can_opt_out", "sort") VALUES
  ('Appointment scheduled', 'When a visit is booked or rescheduled.', true, 1),
  ('Technician on the way', 'When the technician sets out for the location.', true, 2),
  ('Job completed', 'When the work is signed off, with the summary.', true, 3),
  ('Invoice sent', 'A copy of each invoice.', false, 4),
  ('Statement sent', 'Monthly customer statements.', false, 5),
  ('Service reminder', 'Upcoming maintenance reminders.', true, 6);
