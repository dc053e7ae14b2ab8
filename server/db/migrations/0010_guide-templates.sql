CREATE TABLE "guide_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"guide_type" text NOT NULL,
	"content" text NOT NULL,
	"basis" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"creator_name" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
