CREATE TABLE "industries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"parent_id" text,
	"level" smallint NOT NULL,
	"committee_department_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_definition_versions" (
	"definition_id" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_definition_versions_definition_id_version_pk" PRIMARY KEY("definition_id","version")
);
--> statement-breakpoint
CREATE TABLE "flow_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"busi_type_code" text NOT NULL,
	"busi_type_name" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"steps" jsonb NOT NULL,
	"paperwork" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked_business" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"creator" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writ_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"template_name" text NOT NULL,
	"number_prefix" text NOT NULL,
	"body" text NOT NULL,
	"document_number" text,
	"title" text NOT NULL,
	"party_name" text NOT NULL,
	"organ_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"issued_at" timestamp with time zone,
	"creator_name" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writ_number_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "writ_number_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "writ_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"busi_type_code" text NOT NULL,
	"number_prefix" text NOT NULL,
	"body" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"creator_name" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_configurations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"busi_type_code" text NOT NULL,
	"fields" jsonb NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"remark" text,
	"creator_name" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "industries_name_live_idx" ON "industries" USING btree ("name") WHERE deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "industries_code_live_idx" ON "industries" USING btree ("code") WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "industries_parent_idx" ON "industries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "flow_definitions_busi_type_idx" ON "flow_definitions" USING btree ("busi_type_code");--> statement-breakpoint
CREATE UNIQUE INDEX "writ_documents_number_idx" ON "writ_documents" USING btree ("document_number") WHERE document_number is not null;--> statement-breakpoint
CREATE INDEX "writ_documents_organ_idx" ON "writ_documents" USING btree ("organ_id");--> statement-breakpoint
CREATE UNIQUE INDEX "writ_templates_code_live_idx" ON "writ_templates" USING btree ("code") WHERE deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "form_configurations_code_live_idx" ON "form_configurations" USING btree ("code") WHERE deleted = false;