ALTER TABLE "app_versions" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "app_versions" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "app_versions" ADD COLUMN "uploader_name" text;--> statement-breakpoint
ALTER TABLE "app_versions" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_versions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "app_versions" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;