CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"anchor_seq" bigint NOT NULL,
	"anchor_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operation_records" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_records" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_records" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
INSERT INTO "audit_chain_head" ("id", "seq", "hash", "anchor_seq", "anchor_hash") VALUES (1, 0, repeat('0', 64), 0, repeat('0', 64));--> statement-breakpoint
-- The digest of one record: sha256 over its content, its place and the previous record's hash. jsonb text
-- is canonical and keeps NULL apart from ''; the time goes in as epoch seconds, whatever the TimeZone.
CREATE FUNCTION audit_record_digest(r "operation_records") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    r.seq, r.prev_hash, r.id, r.user_id, r.user_name, r.organ_id, r.operation_id, r.method, r.url,
    r.menu_id, r.button_id, r.target, r.detail, r.outcome, r.message, r.ip, extract(epoch from r.created_at)
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Existing records are chained once, oldest first.
DO $$
DECLARE
  r record;
  prev text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR r IN SELECT id FROM "operation_records" ORDER BY created_at, id LOOP
    n := n + 1;
    UPDATE "operation_records" SET seq = n, prev_hash = prev WHERE id = r.id;
    UPDATE "operation_records" o SET hash = audit_record_digest(o) WHERE o.id = r.id RETURNING o.hash INTO prev;
  END LOOP;
  UPDATE "audit_chain_head" SET seq = n, hash = prev WHERE id = 1;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "operation_records_seq_idx" ON "operation_records" USING btree ("seq");--> statement-breakpoint
-- Every insert, from any code, is chained in its own statement: the head row is locked (concurrent
-- inserts wait their turn), the record takes the next seq and the head's hash, and the head moves on.
CREATE FUNCTION operation_records_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head record;
BEGIN
  SELECT seq, hash INTO head FROM "audit_chain_head" WHERE id = 1 FOR UPDATE;
  NEW.seq := head.seq + 1;
  NEW.prev_hash := head.hash;
  NEW.hash := audit_record_digest(NEW);
  UPDATE "audit_chain_head" SET seq = NEW.seq, hash = NEW.hash WHERE id = 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER operation_records_chain BEFORE INSERT ON "operation_records" FOR EACH ROW EXECUTE FUNCTION operation_records_chain();--> statement-breakpoint
-- No edits; deletes only by the retention purge, of records older than the 180 days kept at least.
CREATE FUNCTION operation_records_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.created_at < now() - interval '180 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '操作日志不可修改或删除' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER operation_records_guard BEFORE UPDATE OR DELETE ON "operation_records" FOR EACH ROW EXECUTE FUNCTION operation_records_guard();--> statement-breakpoint
CREATE FUNCTION operation_records_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '操作日志不可清空' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER operation_records_no_truncate BEFORE TRUNCATE ON "operation_records" FOR EACH STATEMENT EXECUTE FUNCTION operation_records_no_truncate();
