CREATE INDEX "jobs_scheduled_idx" ON "jobs" USING btree ("scheduled_start");--> statement-breakpoint
CREATE INDEX "jobs_assigned_idx" ON "jobs" USING btree ("assigned_resource_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "vendor_bills_pending_idx" ON "vendor_bills" USING btree ("bill_date") WHERE "vendor_bills"."status_name" = 'Pending Approval';--> statement-breakpoint
CREATE INDEX "item_warehouses_minimum_idx" ON "item_warehouses" USING btree ("warehouse_id","item_id") WHERE "item_warehouses"."min_quantity" is not null;