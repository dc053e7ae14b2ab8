CREATE TABLE "law_officers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"certificate_no" text NOT NULL,
	"certificate_type" text NOT NULL,
	"qualification" text NOT NULL,
	"issued_on" text NOT NULL,
	"expires_on" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "law_officers_certificate_live_idx" ON "law_officers" USING btree ("certificate_no") WHERE deleted = false;