CREATE TABLE "committee_departments" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"industry" text,
	"contact_name" text,
	"contact_phone" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "committee_departments_code_live_idx" ON "committee_departments" USING btree ("code") WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "committee_departments_parent_idx" ON "committee_departments" USING btree ("parent_id");