CREATE TYPE "public"."account_type" AS ENUM('INDIVIDUAL', 'BUSINESS');--> statement-breakpoint
CREATE TYPE "public"."advert_state" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."brand_category" AS ENUM('PHONE', 'TABLET');--> statement-breakpoint
CREATE TYPE "public"."advert_category" AS ENUM('phone', 'tablet', 'sim', 'accessory');--> statement-breakpoint
CREATE TYPE "public"."component_type" AS ENUM('STORAGE', 'RAM');--> statement-breakpoint
CREATE TYPE "public"."moderation_action" AS ENUM('APPROVE', 'REJECT', 'DELETE');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('REGISTER', 'LOGIN');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('USER', 'MODERATOR', 'ADMIN');--> statement-breakpoint
CREATE TABLE "advert_images" (
	"advert_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" "advert_category" NOT NULL,
	"user_id" integer NOT NULL,
	"state" "advert_state" DEFAULT 'PENDING' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"district_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"condition" text,
	"brand_id" integer,
	"model_id" integer,
	"color" text,
	"storage_id" integer,
	"ram_id" integer,
	"sim_type" text,
	"sim_number" text,
	"sim_provider_id" integer,
	"name" text,
	"accessory_type" text,
	"search_text" text DEFAULT '' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "adverts_price_range" CHECK ("adverts"."price" >= 1 AND "adverts"."price" <= 10000000),
	CONSTRAINT "adverts_comment_length" CHECK (char_length("adverts"."comment") <= 500),
	CONSTRAINT "adverts_condition_values" CHECK ("adverts"."condition" IS NULL OR "adverts"."condition" IN ('new', 'used')),
	CONSTRAINT "adverts_category_fields" CHECK (CASE "adverts"."category"
        WHEN 'phone' THEN "adverts"."brand_id" IS NOT NULL AND "adverts"."model_id" IS NOT NULL AND "adverts"."color" IS NOT NULL
          AND "adverts"."storage_id" IS NOT NULL AND "adverts"."ram_id" IS NOT NULL AND "adverts"."sim_type" IS NOT NULL AND "adverts"."condition" IS NOT NULL
        WHEN 'tablet' THEN "adverts"."brand_id" IS NOT NULL AND "adverts"."model_id" IS NOT NULL AND "adverts"."color" IS NOT NULL
          AND "adverts"."condition" IS NOT NULL
        WHEN 'sim' THEN "adverts"."sim_number" IS NOT NULL AND "adverts"."sim_provider_id" IS NOT NULL
        WHEN 'accessory' THEN "adverts"."name" IS NOT NULL AND "adverts"."accessory_type" IS NOT NULL AND "adverts"."condition" IS NOT NULL
      END)
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" "brand_category" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "components" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" "component_type" NOT NULL,
	"capacity" text NOT NULL,
	"megabytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_az" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	CONSTRAINT "districts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"release_year" smallint NOT NULL,
	"launch_price_usd" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"advert_id" integer NOT NULL,
	"moderator_id" integer NOT NULL,
	"action" "moderation_action" NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"account_type" "account_type",
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sim_providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"prefixes" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sim_providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"account_type" "account_type" DEFAULT 'INDIVIDUAL' NOT NULL,
	"role" "user_role" DEFAULT 'USER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_at" timestamp with time zone,
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
ALTER TABLE "advert_images" ADD CONSTRAINT "advert_images_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_storage_id_components_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_ram_id_components_id_fk" FOREIGN KEY ("ram_id") REFERENCES "public"."components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_sim_provider_id_sim_providers_id_fk" FOREIGN KEY ("sim_provider_id") REFERENCES "public"."sim_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_replaced_by_refresh_tokens_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."refresh_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advert_images_advert_position_idx" ON "advert_images" USING btree ("advert_id","position");--> statement-breakpoint
CREATE INDEX "adverts_user_idx" ON "adverts" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "adverts_pending_idx" ON "adverts" USING btree ("category","created_at","id") WHERE "adverts"."state" = 'PENDING' AND "adverts"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_category_slug_idx" ON "brands" USING btree ("category","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "components_type_capacity_idx" ON "components" USING btree ("type","capacity");--> statement-breakpoint
CREATE UNIQUE INDEX "models_brand_name_idx" ON "models" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "otp_challenges_phone_idx" ON "otp_challenges" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");