CREATE TABLE "supervision_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organ_id" text NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"unit_categories" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"area_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" text NOT NULL,
	"task_end_date" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "supervision_campaigns_organ_idx" ON "supervision_campaigns" USING btree ("organ_id","created_at");