CREATE TABLE "task_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_members" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "task_members_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_subscribers" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "task_subscribers_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_template_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_views" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_views_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "work_tasks" DROP CONSTRAINT "work_tasks_owner_kind";--> statement-breakpoint
ALTER TABLE "work_tasks" ALTER COLUMN "owner_kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "work_tasks" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "task_templates" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "priority" text DEFAULT 'Normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "status_id" integer;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "completed_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_members" ADD CONSTRAINT "task_members_task_id_work_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."work_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_members" ADD CONSTRAINT "task_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_subscribers" ADD CONSTRAINT "task_subscribers_task_id_work_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."work_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_subscribers" ADD CONSTRAINT "task_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_views" ADD CONSTRAINT "task_views_task_id_work_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."work_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_views" ADD CONSTRAINT "task_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_groups_name_uq" ON "task_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "task_members_user_idx" ON "task_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_statuses_name_uq" ON "task_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "task_subscribers_user_idx" ON "task_subscribers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_template_categories_name_uq" ON "task_template_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "task_types_name_uq" ON "task_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "task_views_user_idx" ON "task_views" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "task_templates" ADD CONSTRAINT "task_templates_category_id_task_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."task_template_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_type_id_task_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."task_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_status_id_task_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."task_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_group_id_task_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."task_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_tasks_assigned_idx" ON "work_tasks" USING btree ("assigned_to","due_date");--> statement-breakpoint
CREATE INDEX "work_tasks_status_idx" ON "work_tasks" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "work_tasks_due_idx" ON "work_tasks" USING btree ("due_date");--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_priority" CHECK ("work_tasks"."priority" in ('Low', 'Normal', 'High'));--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_owner_kind" CHECK (("work_tasks"."owner_kind" is null and "work_tasks"."owner_id" is null) or ("work_tasks"."owner_kind" in ('Bid', 'Job') and "work_tasks"."owner_id" is not null));--> statement-breakpoint
CREATE INDEX "work_tasks_task_trgm_idx" ON "work_tasks" USING gin ("task" gin_trgm_ops);