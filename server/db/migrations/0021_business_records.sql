CREATE TABLE "legal_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"review_kind" text NOT NULL,
	"case_name" text NOT NULL,
	"case_no" text,
	"party_name" text NOT NULL,
	"case_cause" text,
	"organ_id" text NOT NULL,
	"handler_id" text NOT NULL,
	"summary" text NOT NULL,
	"proposal" text NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reinspection_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"company_id" text,
	"address" text NOT NULL,
	"original_writ_no" text NOT NULL,
	"hazards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rectified_at" timestamp with time zone NOT NULL,
	"applicant" text NOT NULL,
	"phone" text NOT NULL,
	"organ_id" text NOT NULL,
	"registered_by" text NOT NULL,
	"outcome" text,
	"outcome_note" text,
	"outcome_at" timestamp with time zone,
	"outcome_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duty_declarations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"organ_id" text NOT NULL,
	"period" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"reason" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "legal_reviews_organ_idx" ON "legal_reviews" USING btree ("organ_id");--> statement-breakpoint
CREATE INDEX "legal_reviews_kind_idx" ON "legal_reviews" USING btree ("review_kind");--> statement-breakpoint
CREATE INDEX "reinspection_applications_organ_idx" ON "reinspection_applications" USING btree ("organ_id");--> statement-breakpoint
CREATE INDEX "duty_declarations_user_idx" ON "duty_declarations" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "duty_declarations_organ_idx" ON "duty_declarations" USING btree ("organ_id");
