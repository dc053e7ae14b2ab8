CREATE TABLE "work_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"parent_id" text,
	"kind" text NOT NULL,
	"issuer_organ_id" text NOT NULL,
	"issuer_user_id" text NOT NULL,
	"receiver_organ_id" text NOT NULL,
	"receiver_department_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"company_id" text,
	"due_date" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"check_result" text,
	"hazard_count" integer,
	"report" text,
	"handler_id" text,
	"handled_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"review_note" text,
	"closed_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "work_orders_receiver_idx" ON "work_orders" USING btree ("receiver_organ_id","kind");--> statement-breakpoint
CREATE INDEX "work_orders_batch_idx" ON "work_orders" USING btree ("batch_id");