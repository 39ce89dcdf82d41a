-- Typeahead search (issue 3 item 10). The sort-order indexes carry the columns the search filters on
-- (INCLUDE, which drizzle does not model) so a walk in sort order is index-only, filter and all.
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("last_name","first_name","id") INCLUDE ("email","is_active","customer_id");--> statement-breakpoint
DROP INDEX "customers_name_idx";--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name","id") INCLUDE ("account_number","is_active","status_id","type_id");
