CREATE TABLE "case_causes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"legal_basis" text,
	"penalty_basis" text,
	"case_count" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "case_causes_code_idx" ON "case_causes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "case_causes_name_idx" ON "case_causes" USING btree ("name");