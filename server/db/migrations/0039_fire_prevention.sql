CREATE TABLE "fire_prevention_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"issuer_organ_id" text NOT NULL,
	"issuer_user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"receiver_organ_ids" text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"approver_id" text,
	"approval_note" text,
	"approved_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fire_prevention_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"receiver_organ_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"report" text,
	"inspection_task_ids" text[] DEFAULT '{}' NOT NULL,
	"done_by" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fire_prevention_orders_issuer_idx" ON "fire_prevention_orders" USING btree ("issuer_organ_id","kind");--> statement-breakpoint
CREATE INDEX "fire_prevention_tasks_receiver_idx" ON "fire_prevention_tasks" USING btree ("receiver_organ_id","status");--> statement-breakpoint
CREATE INDEX "fire_prevention_tasks_order_idx" ON "fire_prevention_tasks" USING btree ("order_id");