CREATE TABLE "product_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"product_name" text NOT NULL,
	"category" text NOT NULL,
	"model" text,
	"manufacturer" text NOT NULL,
	"batch_no" text,
	"place_kind" text NOT NULL,
	"company_id" text,
	"place_name" text NOT NULL,
	"sampled_date" text NOT NULL,
	"samplers" text NOT NULL,
	"result" text,
	"report_no" text,
	"failed_items" text,
	"handling" text,
	"result_at" timestamp with time zone,
	"remark" text,
	"created_by" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_checks_organ_idx" ON "product_checks" USING btree ("organ_id","sampled_date");