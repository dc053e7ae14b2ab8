CREATE TABLE "task_files" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_work_id" text NOT NULL,
	"category" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploader_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE INDEX "task_files_work_idx" ON "task_files" USING btree ("flow_work_id","deleted");