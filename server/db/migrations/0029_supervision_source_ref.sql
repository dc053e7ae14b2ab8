ALTER TABLE "supervision_tasks" ADD COLUMN "source_ref" text;--> statement-breakpoint
CREATE INDEX "supervision_tasks_source_ref_idx" ON "supervision_tasks" USING btree ("source_ref");