CREATE TABLE "library_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"doc_no" text,
	"issuer" text,
	"content" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"organ_id" text NOT NULL,
	"creator_id" text,
	"creator_name" text,
	"sent_at" timestamp with time zone,
	"reviewer_name" text,
	"reviewed_at" timestamp with time zone,
	"review_comment" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "library_documents_kind_idx" ON "library_documents" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "library_documents_organ_idx" ON "library_documents" USING btree ("organ_id");