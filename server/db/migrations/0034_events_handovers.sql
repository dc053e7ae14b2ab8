CREATE TABLE "handovers" (
	"id" text PRIMARY KEY NOT NULL,
	"sender_organ_id" text NOT NULL,
	"receiver_organ_id" text NOT NULL,
	"unit_name" text NOT NULL,
	"address" text NOT NULL,
	"hazard" text NOT NULL,
	"found_date" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_reason" text,
	"task_id" text,
	"created_by" text NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "large_events" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"name" text NOT NULL,
	"organiser" text NOT NULL,
	"company_id" text NOT NULL,
	"place" text NOT NULL,
	"address" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"attendance" integer NOT NULL,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"safety_plan" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"task_id" text,
	"registered_by" text NOT NULL,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"concluded_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "handovers_sender_idx" ON "handovers" USING btree ("sender_organ_id");--> statement-breakpoint
CREATE INDEX "handovers_receiver_idx" ON "handovers" USING btree ("receiver_organ_id");--> statement-breakpoint
CREATE INDEX "large_events_organ_idx" ON "large_events" USING btree ("organ_id","start_at");