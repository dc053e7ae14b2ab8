CREATE TABLE "flow_circulations" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_work_id" text NOT NULL,
	"move" text NOT NULL,
	"step_key" text,
	"step_name" text NOT NULL,
	"source_unit_id" text,
	"source_unit_name" text,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"send_time" timestamp with time zone NOT NULL,
	"target_unit_id" text,
	"target_unit_name" text,
	"target_user_id" text,
	"target_user_name" text,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "flow_works" (
	"id" text PRIMARY KEY NOT NULL,
	"definition_id" text NOT NULL,
	"definition_version" integer NOT NULL,
	"busi_type_code" text NOT NULL,
	"busi_type_name" text NOT NULL,
	"busi_inst_id" text NOT NULL,
	"title" text NOT NULL,
	"state" jsonb NOT NULL,
	"phase" text NOT NULL,
	"step_key" text,
	"step_name" text,
	"starter_id" text NOT NULL,
	"starter_organ_id" text NOT NULL,
	"assignee_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- The placeholder rows of the dashboard belong to no flow work; the flow engine writes the task list from now on.
DELETE FROM "todo_tasks";--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "flow_work_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "busi_inst_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "step_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "step_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "receive_organ_id" text;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "send_organ_id" text;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "send_comment" text;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "approve_action" text;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "approve_content" text;--> statement-breakpoint
ALTER TABLE "todo_tasks" ADD COLUMN "approval_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "flow_circulations_work_idx" ON "flow_circulations" USING btree ("flow_work_id","send_time");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_works_business_uq" ON "flow_works" USING btree ("busi_type_code","busi_inst_id");--> statement-breakpoint
CREATE INDEX "flow_works_assignee_idx" ON "flow_works" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "todo_tasks_work_idx" ON "todo_tasks" USING btree ("flow_work_id","status");