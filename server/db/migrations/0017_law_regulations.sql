CREATE TABLE "law_regulations" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"doc_no" text,
	"issuer" text NOT NULL,
	"issued_on" text,
	"effective_on" text,
	"status" text DEFAULT 'effective' NOT NULL,
	"summary" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "law_regulations_level_idx" ON "law_regulations" USING btree ("level","status");