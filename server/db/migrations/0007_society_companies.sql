CREATE TABLE "society_companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"unit_category" integer NOT NULL,
	"organ_id" text NOT NULL,
	"area_code" text,
	"address" text NOT NULL,
	"legal_person" text,
	"manager_name" text,
	"manager_phone" text,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"build_id" text,
	"remark" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "society_companies_credit_code_live_idx" ON "society_companies" USING btree ("credit_code") WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "society_companies_organ_idx" ON "society_companies" USING btree ("organ_id");--> statement-breakpoint
CREATE INDEX "society_companies_build_idx" ON "society_companies" USING btree ("build_id");