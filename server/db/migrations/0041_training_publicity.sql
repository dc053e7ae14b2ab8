CREATE TABLE "training_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"topic" text NOT NULL,
	"training_date" text NOT NULL,
	"start_time" text NOT NULL,
	"place" text NOT NULL,
	"content" text,
	"unit_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"material_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"attendance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"appointment_id" text,
	"cancel_reason" text,
	"held_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicity_contents" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"section" text NOT NULL,
	"media_type" text DEFAULT 'article' NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text,
	"media_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"article_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_opinion" text,
	"submitted_at" timestamp with time zone,
	"reviewer_id" text,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "training_sessions_organ_idx" ON "training_sessions" USING btree ("organ_id","training_date");--> statement-breakpoint
CREATE INDEX "publicity_contents_organ_idx" ON "publicity_contents" USING btree ("organ_id","section","status");