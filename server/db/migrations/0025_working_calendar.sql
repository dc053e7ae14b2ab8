CREATE TABLE "calendar_periods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"remark" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "calendar_periods_start_idx" ON "calendar_periods" USING btree ("start_date");