CREATE TABLE "custom_field_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_kind" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"display_columns" integer DEFAULT 2 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"bit_value" boolean,
	"date_value" date,
	"decimal_value" numeric(18, 4),
	"number_value" bigint,
	"value" text,
	"field_value_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL,
	"min" numeric(18, 4),
	"max" numeric(18, 4),
	"value" text,
	"color" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_kind" text NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"description" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"type_id" integer NOT NULL,
	"color" text,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"user_id" integer,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" "inet"
);
--> statement-breakpoint
CREATE TABLE "document_links" (
	"document_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	CONSTRAINT "document_links_document_id_source_kind_source_id_pk" PRIMARY KEY("document_id","source_kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visible_to_tech" boolean DEFAULT false NOT NULL,
	"document_type" smallint NOT NULL,
	"extension" text,
	"storage_key" text,
	"size_bytes" bigint,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "documents_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "payroll_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"category_description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_code" text NOT NULL,
	"pay_code_description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prevailing_wage_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"prevailing_wage_rate" numeric(12, 4) DEFAULT '0' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_exemption_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_report_selections" (
	"user_id" integer NOT NULL,
	"page_number" integer NOT NULL,
	"report_id" integer NOT NULL,
	CONSTRAINT "saved_report_selections_user_id_page_number_pk" PRIMARY KEY("user_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_type" integer NOT NULL,
	"page_number" integer NOT NULL,
	"name" text NOT NULL,
	"search_criteria" text DEFAULT '[]' NOT NULL,
	"custom_results" text,
	"customer_search_criteria" text,
	"standard_column_override" text,
	"is_global_report" boolean DEFAULT false NOT NULL,
	"is_standard" boolean DEFAULT false NOT NULL,
	"results_url" text,
	"employee_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_type" integer NOT NULL,
	"field_key" text NOT NULL,
	"column_display" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_package_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_field_properties" ADD CONSTRAINT "custom_field_properties_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_properties" ADD CONSTRAINT "custom_field_properties_field_value_id_custom_field_values_id_fk" FOREIGN KEY ("field_value_id") REFERENCES "public"."custom_field_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_group_id_custom_field_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."custom_field_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_report_selections" ADD CONSTRAINT "saved_report_selections_report_id_saved_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."saved_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_field_groups_kind_idx" ON "custom_field_groups" USING btree ("entity_kind","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_properties_field_record_uq" ON "custom_field_properties" USING btree ("field_id","record_id");--> statement-breakpoint
CREATE INDEX "custom_field_properties_record_idx" ON "custom_field_properties" USING btree ("entity_kind","record_id");--> statement-breakpoint
CREATE INDEX "custom_field_values_field_idx" ON "custom_field_values" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "custom_fields_kind_idx" ON "custom_fields" USING btree ("entity_kind","is_archived","display_order");--> statement-breakpoint
CREATE INDEX "custom_fields_group_idx" ON "custom_fields" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "document_access_log_document_idx" ON "document_access_log" USING btree ("document_id","accessed_at");--> statement-breakpoint
CREATE INDEX "document_links_source_idx" ON "document_links" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_categories_category_uq" ON "payroll_categories" USING btree (lower("category"));--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_codes_pay_code_uq" ON "payroll_codes" USING btree (lower("pay_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "prevailing_wage_codes_code_uq" ON "prevailing_wage_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_exemption_codes_code_uq" ON "tax_exemption_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "saved_reports_page_idx" ON "saved_reports" USING btree ("page_number","employee_id");--> statement-breakpoint
CREATE INDEX "search_columns_type_idx" ON "search_columns" USING btree ("search_type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "service_package_types_name_uq" ON "service_package_types" USING btree (lower("name"));