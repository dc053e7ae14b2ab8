CREATE TABLE "leave_words" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"content" text NOT NULL,
	"channel" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"reply" text,
	"replier_id" text,
	"replier_name" text,
	"replied_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_asks" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"entry_id" text,
	"score" double precision DEFAULT 0 NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leave_words_status_idx" ON "leave_words" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "qa_asks_created_idx" ON "qa_asks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "qa_asks_entry_idx" ON "qa_asks" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_categories_name_live_idx" ON "qa_categories" USING btree ("name") WHERE deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "qa_entries_question_live_idx" ON "qa_entries" USING btree ("question") WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "qa_entries_category_idx" ON "qa_entries" USING btree ("category_id");