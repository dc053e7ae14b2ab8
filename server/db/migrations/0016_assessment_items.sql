CREATE TABLE "assessment_items" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" integer NOT NULL,
	"weight" integer NOT NULL,
	"full_score" double precision DEFAULT 100 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_items_name_live_idx" ON "assessment_items" USING btree ("name") WHERE deleted = false;