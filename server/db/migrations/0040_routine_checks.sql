CREATE TABLE "routine_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"organ_id" text NOT NULL,
	"department_id" text,
	"company_id" text NOT NULL,
	"check_date" text NOT NULL,
	"check_result" text NOT NULL,
	"hazard_count" integer DEFAULT 0 NOT NULL,
	"report" text NOT NULL,
	"checker_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "routine_checks_organ_idx" ON "routine_checks" USING btree ("organ_id","kind");--> statement-breakpoint
CREATE INDEX "routine_checks_company_idx" ON "routine_checks" USING btree ("company_id");