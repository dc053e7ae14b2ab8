CREATE TABLE "notice_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"sender_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"template_id" text,
	"forward_of" text,
	"receiver_count" integer NOT NULL,
	"receiver_names" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_talk_contents" (
	"id" text PRIMARY KEY NOT NULL,
	"talk_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"type" smallint NOT NULL,
	"text" text,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_talk_users" (
	"talk_id" text NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "task_talk_users_talk_id_user_id_pk" PRIMARY KEY("talk_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_talks" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_work_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"stored_name" text NOT NULL,
	"uploader_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "send_id" text;--> statement-breakpoint
CREATE INDEX "notice_sends_sender_idx" ON "notice_sends" USING btree ("sender_id","deleted","created_at");--> statement-breakpoint
CREATE INDEX "task_talk_contents_talk_idx" ON "task_talk_contents" USING btree ("talk_id","created_at");--> statement-breakpoint
CREATE INDEX "task_talk_contents_file_idx" ON "task_talk_contents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "task_talk_users_user_idx" ON "task_talk_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_talks_work_uq" ON "task_talks" USING btree ("flow_work_id");--> statement-breakpoint
CREATE INDEX "media_files_uploader_idx" ON "media_files" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "notices_send_idx" ON "notices" USING btree ("send_id");