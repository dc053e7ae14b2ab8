CREATE TABLE "random_draws" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"seed" integer NOT NULL,
	"unit_category" integer,
	"area_code" text,
	"count" integer NOT NULL,
	"candidates" integer NOT NULL,
	"task_ids" text[] NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rectify_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"organ_id" text NOT NULL,
	"kind" text NOT NULL,
	"document_number" text NOT NULL,
	"hazards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deadline" text,
	"rectify_working_days" integer,
	"issued_by" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"reinspection_task_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supervision_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"company_id" text NOT NULL,
	"unit_name" text NOT NULL,
	"address" text NOT NULL,
	"task_classification" text NOT NULL,
	"category" integer NOT NULL,
	"source" text NOT NULL,
	"agent_id" text NOT NULL,
	"assistant_handler_id" text NOT NULL,
	"status" text DEFAULT 'dispatched' NOT NULL,
	"end_date" text NOT NULL,
	"overdue" boolean DEFAULT false NOT NULL,
	"check_date" text,
	"check_result" text,
	"parent_task_id" text,
	"template_id" text,
	"check_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hazards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cause_id" text,
	"unit_signer" text,
	"unit_signed_at" timestamp with time zone,
	"agent_signed_at" timestamp with time zone,
	"assistant_signed_at" timestamp with time zone,
	"check_remark" text,
	"remark" text,
	"created_by" text NOT NULL,
	"created_by_organ_id" text NOT NULL,
	"checked_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "random_draws_organ_idx" ON "random_draws" USING btree ("organ_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rectify_notices_number_idx" ON "rectify_notices" USING btree ("document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "rectify_notices_task_kind_idx" ON "rectify_notices" USING btree ("task_id","kind");--> statement-breakpoint
CREATE INDEX "rectify_notices_deadline_idx" ON "rectify_notices" USING btree ("deadline") WHERE reinspection_task_id is null;--> statement-breakpoint
CREATE INDEX "supervision_tasks_organ_idx" ON "supervision_tasks" USING btree ("organ_id","created_at");--> statement-breakpoint
CREATE INDEX "supervision_tasks_agent_idx" ON "supervision_tasks" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "supervision_tasks_assistant_idx" ON "supervision_tasks" USING btree ("assistant_handler_id");--> statement-breakpoint
CREATE INDEX "supervision_tasks_parent_idx" ON "supervision_tasks" USING btree ("parent_task_id");