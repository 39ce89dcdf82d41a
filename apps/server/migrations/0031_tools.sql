CREATE TABLE "tool_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tool_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"technician_id" integer NOT NULL,
	"job_id" integer,
	"checked_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_out_by" integer,
	"due_back" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"notes" text DEFAULT '' NOT NULL,
	"return_notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "tool_checkouts_quantity_ck" CHECK ("tool_checkouts"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tool_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tool_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"technician_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tool_schedules_order_ck" CHECK ("tool_schedules"."end_time" > "tool_schedules"."start_time"),
	CONSTRAINT "tool_schedules_quantity_ck" CHECK ("tool_schedules"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"office_id" integer,
	"warehouse_id" integer,
	"status" text DEFAULT 'available' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tools_quantity_ck" CHECK ("tools"."quantity" >= 1),
	CONSTRAINT "tools_status_ck" CHECK ("tools"."status" in ('available', 'checkedOut', 'inRepair', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "tool_checkouts" ADD CONSTRAINT "tool_checkouts_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_checkouts" ADD CONSTRAINT "tool_checkouts_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_checkouts" ADD CONSTRAINT "tool_checkouts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_checkouts" ADD CONSTRAINT "tool_checkouts_checked_out_by_users_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_checkouts" ADD CONSTRAINT "tool_checkouts_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_schedules" ADD CONSTRAINT "tool_schedules_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_schedules" ADD CONSTRAINT "tool_schedules_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_schedules" ADD CONSTRAINT "tool_schedules_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_checkouts_tool_idx" ON "tool_checkouts" USING btree ("tool_id","checked_out_at");--> statement-breakpoint
CREATE INDEX "tool_checkouts_open_idx" ON "tool_checkouts" USING btree ("tool_id") WHERE "tool_checkouts"."checked_in_at" is null;--> statement-breakpoint
CREATE INDEX "tool_checkouts_job_idx" ON "tool_checkouts" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "tool_checkouts_technician_idx" ON "tool_checkouts" USING btree ("technician_id") WHERE "tool_checkouts"."checked_in_at" is null;--> statement-breakpoint
CREATE INDEX "tool_schedules_tool_idx" ON "tool_schedules" USING btree ("tool_id","start_time");--> statement-breakpoint
CREATE INDEX "tool_schedules_job_idx" ON "tool_schedules" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "tool_schedules_technician_idx" ON "tool_schedules" USING btree ("technician_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "tools_number_uq" ON "tools" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "tools_name_idx" ON "tools" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "tools_search_trgm_idx" ON "tools" USING gin (("number" || ' ' || "name" || ' ' || "category" || ' ' || "serial_number") gin_trgm_ops);