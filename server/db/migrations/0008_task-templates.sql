CREATE TABLE "task_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"task_type" text NOT NULL,
	"description" text,
	"items" jsonb NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"remark" text,
	"creator_name" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
