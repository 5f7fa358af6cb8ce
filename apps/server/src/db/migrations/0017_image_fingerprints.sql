-- Issue 37: stolen and repeated photos. Each stored image's perceptual fingerprint with its quarters
-- indexed (modules/media/fingerprints.ts), filled at upload and, for older images, by a backfill after
-- the server starts; and the adverts of an image by its key.
CREATE TABLE "image_fingerprints" (
	"key" text PRIMARY KEY NOT NULL,
	"hash" bigint NOT NULL,
	"part0" smallint NOT NULL,
	"part1" smallint NOT NULL,
	"part2" smallint NOT NULL,
	"part3" smallint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "image_fingerprints_part0_idx" ON "image_fingerprints" USING btree ("part0");--> statement-breakpoint
CREATE INDEX "image_fingerprints_part1_idx" ON "image_fingerprints" USING btree ("part1");--> statement-breakpoint
CREATE INDEX "image_fingerprints_part2_idx" ON "image_fingerprints" USING btree ("part2");--> statement-breakpoint
CREATE INDEX "image_fingerprints_part3_idx" ON "image_fingerprints" USING btree ("part3");--> statement-breakpoint
CREATE INDEX "advert_images_key_idx" ON "advert_images" USING btree ("key");