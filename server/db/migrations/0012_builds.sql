CREATE TABLE "builds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"organ_id" text NOT NULL,
	"area_code" text,
	"use_type" text NOT NULL,
	"structure" text NOT NULL,
	"fire_rating" integer NOT NULL,
	"height_meters" real NOT NULL,
	"floors_above" integer NOT NULL,
	"floors_below" integer DEFAULT 0 NOT NULL,
	"floor_area" real NOT NULL,
	"built_year" integer,
	"manager_name" text,
	"manager_phone" text,
	"remark" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "builds_organ_idx" ON "builds" USING btree ("organ_id");