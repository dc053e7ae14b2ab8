CREATE TABLE "duty_standards" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_score" double precision NOT NULL,
	"monthly_cap" double precision,
	"remark" text,
	"creator_name" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "duty_standards_code_live_idx" ON "duty_standards" USING btree ("code") WHERE deleted = false;