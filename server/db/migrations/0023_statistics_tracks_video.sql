CREATE TABLE "complaints" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"risk" text NOT NULL,
	"status" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"address" text NOT NULL,
	"content" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_records" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"company_id" text NOT NULL,
	"level" text NOT NULL,
	"reason" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fire_incidents" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"area_id" text,
	"company_id" text,
	"address" text NOT NULL,
	"cause" text NOT NULL,
	"loss" double precision DEFAULT 0 NOT NULL,
	"casualties" integer DEFAULT 0 NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"list_level" text,
	"list_lifted" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fire_station_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"company_id" text,
	"kind" text NOT NULL,
	"hazards_found" integer DEFAULT 0 NOT NULL,
	"hazards_rectified" integer DEFAULT 0 NOT NULL,
	"major_hazards" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"department_id" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inspection_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"user_id" text NOT NULL,
	"company_id" text,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"result" text,
	"cause_id" text,
	"hazards" integer DEFAULT 0 NOT NULL,
	"issued_by_organ_id" text,
	"department_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "penalties" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text,
	"organ_id" text NOT NULL,
	"company_id" text,
	"kind" text NOT NULL,
	"compulsory" boolean DEFAULT false NOT NULL,
	"amount" double precision DEFAULT 0 NOT NULL,
	"cause_id" text,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_services" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"title" text NOT NULL,
	"participants" integer DEFAULT 1 NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"organ_id" text NOT NULL,
	"user_id" text,
	"service" text NOT NULL,
	"score" smallint NOT NULL,
	"problem" text,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"id" text PRIMARY KEY NOT NULL,
	"area_id" text NOT NULL,
	"organ_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" smallint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "officer_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_room_members" (
	"room_id" text NOT NULL,
	"user_id" text NOT NULL,
	"expert" smallint DEFAULT 0 NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"title" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "boundary" jsonb;--> statement-breakpoint
CREATE INDEX "complaints_organ_received_idx" ON "complaints" USING btree ("organ_id","received_at");--> statement-breakpoint
CREATE INDEX "complaints_received_idx" ON "complaints" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "credit_records_organ_recorded_idx" ON "credit_records" USING btree ("organ_id","recorded_at");--> statement-breakpoint
CREATE INDEX "fire_incidents_organ_occurred_idx" ON "fire_incidents" USING btree ("organ_id","occurred_at");--> statement-breakpoint
CREATE INDEX "fire_station_checks_organ_checked_idx" ON "fire_station_checks" USING btree ("organ_id","checked_at");--> statement-breakpoint
CREATE INDEX "industry_orders_organ_issued_idx" ON "industry_orders" USING btree ("organ_id","issued_at");--> statement-breakpoint
CREATE INDEX "inspection_tasks_organ_created_idx" ON "inspection_tasks" USING btree ("organ_id","created_at");--> statement-breakpoint
CREATE INDEX "inspection_tasks_created_idx" ON "inspection_tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inspection_tasks_user_idx" ON "inspection_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "penalties_organ_decided_idx" ON "penalties" USING btree ("organ_id","decided_at");--> statement-breakpoint
CREATE INDEX "public_services_organ_occurred_idx" ON "public_services" USING btree ("organ_id","occurred_at");--> statement-breakpoint
CREATE INDEX "service_reviews_organ_created_idx" ON "service_reviews" USING btree ("organ_id","created_at");--> statement-breakpoint
CREATE INDEX "volunteers_area_idx" ON "volunteers" USING btree ("area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "officer_positions_user_time_uq" ON "officer_positions" USING btree ("user_id","reported_at");--> statement-breakpoint
CREATE INDEX "officer_positions_time_idx" ON "officer_positions" USING btree ("reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_room_members_uq" ON "video_room_members" USING btree ("room_id","user_id");