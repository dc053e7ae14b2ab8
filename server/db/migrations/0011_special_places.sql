CREATE TABLE "special_places" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"area_id" text NOT NULL,
	"name" text NOT NULL,
	"category" integer NOT NULL,
	"address" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"remark" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "special_places_organ_idx" ON "special_places" USING btree ("organ_id");--> statement-breakpoint
CREATE INDEX "special_places_area_idx" ON "special_places" USING btree ("area_id");