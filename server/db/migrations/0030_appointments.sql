CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"company_id" text NOT NULL,
	"unit_name" text NOT NULL,
	"address" text NOT NULL,
	"applicant" text NOT NULL,
	"phone" text NOT NULL,
	"preferred_date" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"appointed_date" text,
	"handler_id" text,
	"assistant_id" text,
	"refuse_reason" text,
	"task_id" text,
	"handled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "appointments_organ_idx" ON "appointments" USING btree ("organ_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status","kind");