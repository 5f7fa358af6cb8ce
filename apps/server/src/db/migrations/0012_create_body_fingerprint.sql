-- Issue 33: a create's Idempotency-Key is kept with a fingerprint of the body it came with, so the same
-- key sent again with another body (a second tab's advert) is refused instead of answered with the first
-- advert (docs/decisions/0009). Adverts made before have none; a nullable column adds without a rewrite.
ALTER TABLE "adverts" ADD COLUMN "idempotency_fingerprint" text;
