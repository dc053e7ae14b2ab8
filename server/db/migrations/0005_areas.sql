ALTER TABLE "areas" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;