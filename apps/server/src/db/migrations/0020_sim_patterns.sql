-- Issue 38: what makes a SIM number wanted (contract SIM_PATTERNS), read from its seven subscriber
-- digits (994 + code + these) by one function, computed by the database whenever a number is written:
-- a stored generated column, so posting, the demo seed, the factories and the benchmark's COPY all get
-- it without a second copy of the rule. The listing's pattern filter (filter-sql.ts) reads it through
-- a GIN index of the shown SIM adverts.
CREATE FUNCTION sim_number_patterns(number text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  code text := substr(number, 4, 2);
  d text := substr(number, 6, 7);
  tags text[] := '{}';
  aabb boolean := false;
  xyxy boolean := false;
  mirror boolean := false;
BEGIN
  -- Four digits side by side, at each of the four places they fit.
  FOR i IN 1..4 LOOP
    IF substr(d, i, 1) = substr(d, i + 1, 1) AND substr(d, i + 2, 1) = substr(d, i + 3, 1)
       AND substr(d, i, 1) <> substr(d, i + 2, 1) THEN aabb := true; END IF;
    IF substr(d, i, 1) = substr(d, i + 2, 1) AND substr(d, i + 1, 1) = substr(d, i + 3, 1)
       AND substr(d, i, 1) <> substr(d, i + 1, 1) THEN xyxy := true; END IF;
    IF substr(d, i, 1) = substr(d, i + 3, 1) AND substr(d, i + 1, 1) = substr(d, i + 2, 1)
       AND substr(d, i, 1) <> substr(d, i + 1, 1) THEN mirror := true; END IF;
  END LOOP;
  -- Five digits that read the same backwards (12321), not one digit repeated.
  FOR i IN 1..3 LOOP
    IF substr(d, i, 1) = substr(d, i + 4, 1) AND substr(d, i + 1, 1) = substr(d, i + 3, 1)
       AND substr(d, i, 1) <> substr(d, i + 1, 1) THEN mirror := true; END IF;
  END LOOP;
  IF aabb THEN tags := tags || 'aabb'::text; END IF;
  IF xyxy THEN tags := tags || 'xyxy'::text; END IF;
  IF d ~ '(\d)\1\1' THEN tags := tags || 'run'::text; END IF;
  IF mirror THEN tags := tags || 'mirror'::text; END IF;
  IF d ~ '0123|1234|2345|3456|4567|5678|6789' THEN tags := tags || 'ascending'::text; END IF;
  IF d ~ '9876|8765|7654|6543|5432|4321|3210' THEN tags := tags || 'descending'::text; END IF;
  IF left(d, 2) = code OR right(d, 2) = code THEN tags := tags || 'code'::text; END IF;
  RETURN tags;
END
$$;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "sim_patterns" text[] GENERATED ALWAYS AS (sim_number_patterns(sim_number)) STORED;--> statement-breakpoint
CREATE INDEX "adverts_sim_patterns_idx" ON "adverts" USING gin ("sim_patterns") WHERE "category" = 'sim' AND "state" = 'APPROVED' AND "deleted_at" IS NULL;
