CREATE TABLE "statistics_summaries" (
	"view" text NOT NULL,
	"fact" smallint NOT NULL,
	"grain" text NOT NULL,
	"day" date NOT NULL,
	"organ_id" text NOT NULL,
	"k" text NOT NULL,
	"n" integer NOT NULL,
	"v1" double precision DEFAULT 0 NOT NULL,
	"v2" double precision DEFAULT 0 NOT NULL,
	"v3" double precision DEFAULT 0 NOT NULL,
	"v4" double precision DEFAULT 0 NOT NULL,
	"v5" double precision DEFAULT 0 NOT NULL,
	"v6" double precision DEFAULT 0 NOT NULL,
	"v7" double precision DEFAULT 0 NOT NULL,
	"v8" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_summaries_view_fact_grain_day_organ_id_k_pk" PRIMARY KEY("view","fact","grain","day","organ_id","k")
);
--> statement-breakpoint
CREATE TABLE "statistics_summary_states" (
	"view" text NOT NULL,
	"fact" smallint NOT NULL,
	"signature" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statistics_summary_states_view_fact_pk" PRIMARY KEY("view","fact")
);
--> statement-breakpoint
CREATE INDEX "inspection_tasks_checked_idx" ON "inspection_tasks" USING btree ("checked_at");