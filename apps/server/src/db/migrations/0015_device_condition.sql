-- Issue 37: a device's condition as data, not a word (contract device-condition.ts): its grade, battery
-- health, defects, an account lock, what comes in the box, warranty, and its IMEI with the seller's word on
-- its registration in Azerbaijan. Columns with a constant default are added without rewriting the table.
ALTER TABLE "adverts" DROP CONSTRAINT "adverts_category_fields";--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "battery_health" smallint;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "defects" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "account_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "in_box" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "warranty_months" smallint;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "imei" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "imei_registered" boolean;--> statement-breakpoint
-- The adverts posted before grades name only new or used: a sealed device is new, a used one is taken as
-- "good" (contract gradeOfCondition), and a sealed device's battery is as made.
UPDATE "adverts" SET "grade" = CASE "condition" WHEN 'new' THEN 'new_sealed' ELSE 'good' END,
  "battery_health" = CASE "condition" WHEN 'new' THEN 100 END
  WHERE "category" IN ('phone', 'tablet');--> statement-breakpoint
CREATE INDEX "adverts_imei_idx" ON "adverts" USING btree ("imei") WHERE "adverts"."imei" IS NOT NULL AND "adverts"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_grade_values" CHECK ("adverts"."grade" IS NULL OR "adverts"."grade" IN ('new_sealed', 'like_new', 'good', 'fair', 'for_parts'));--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_grade_condition" CHECK ("adverts"."grade" IS NULL OR "adverts"."condition" = CASE WHEN "adverts"."grade" = 'new_sealed' THEN 'new' ELSE 'used' END);--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_locked_for_parts" CHECK (NOT "adverts"."account_locked" OR "adverts"."grade" = 'for_parts');--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_battery_range" CHECK ("adverts"."battery_health" IS NULL OR "adverts"."battery_health" BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_warranty_range" CHECK ("adverts"."warranty_months" IS NULL OR "adverts"."warranty_months" BETWEEN 0 AND 36);--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_imei_digits" CHECK ("adverts"."imei" IS NULL OR "adverts"."imei" ~ '^[0-9]{15}$');--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_category_fields" CHECK (CASE "adverts"."category"
        WHEN 'phone' THEN "adverts"."brand_id" IS NOT NULL AND "adverts"."model_id" IS NOT NULL AND "adverts"."color" IS NOT NULL
          AND "adverts"."storage_id" IS NOT NULL AND "adverts"."ram_id" IS NOT NULL AND "adverts"."sim_type" IS NOT NULL AND "adverts"."condition" IS NOT NULL
          AND "adverts"."grade" IS NOT NULL
        WHEN 'tablet' THEN "adverts"."brand_id" IS NOT NULL AND "adverts"."model_id" IS NOT NULL AND "adverts"."color" IS NOT NULL
          AND "adverts"."condition" IS NOT NULL AND "adverts"."grade" IS NOT NULL
        WHEN 'sim' THEN "adverts"."sim_number" IS NOT NULL AND "adverts"."sim_provider_id" IS NOT NULL
        WHEN 'accessory' THEN "adverts"."name" IS NOT NULL AND "adverts"."accessory_type" IS NOT NULL AND "adverts"."condition" IS NOT NULL
      END);