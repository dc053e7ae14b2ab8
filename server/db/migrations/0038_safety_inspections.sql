CREATE TABLE "safety_inspections" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"notify_status" integer NOT NULL,
	"company_id" text NOT NULL,
	"unit_name" text NOT NULL,
	"place_name" text NOT NULL,
	"place_kind" text NOT NULL,
	"address" text NOT NULL,
	"area" real NOT NULL,
	"applicant" text NOT NULL,
	"phone" text NOT NULL,
	"materials" text[] NOT NULL,
	"status" text NOT NULL,
	"due_date" text NOT NULL,
	"task_id" text,
	"permit_id" text,
	"refusal_writ_id" text,
	"refusal_number" text,
	"concluded_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_check_permits" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"organ_id" text NOT NULL,
	"company_id" text NOT NULL,
	"unit_name" text NOT NULL,
	"place_name" text NOT NULL,
	"address" text NOT NULL,
	"notify_status" integer NOT NULL,
	"writ_id" text NOT NULL,
	"document_number" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "safety_inspections_organ_idx" ON "safety_inspections" USING btree ("organ_id","created_at");--> statement-breakpoint
CREATE INDEX "safety_inspections_status_idx" ON "safety_inspections" USING btree ("notify_status","status");--> statement-breakpoint
CREATE INDEX "security_check_permits_organ_idx" ON "security_check_permits" USING btree ("organ_id","issued_at");