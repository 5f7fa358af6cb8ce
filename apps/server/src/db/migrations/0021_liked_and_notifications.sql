-- Issue 38: a signed-in person's liked adverts kept with the account (the price they last saw, so an
-- approved lower price tells them), and their notifications (the bell).
CREATE TABLE "liked_adverts" (
	"user_id" integer NOT NULL,
	"advert_id" integer NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "liked_adverts_user_id_advert_id_pk" PRIMARY KEY("user_id","advert_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"advert_id" integer NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_values" CHECK ("notifications"."kind" IN ('PRICE_DROP'))
);
--> statement-breakpoint
ALTER TABLE "liked_adverts" ADD CONSTRAINT "liked_adverts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_adverts" ADD CONSTRAINT "liked_adverts_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "liked_adverts_advert_idx" ON "liked_adverts" USING btree ("advert_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;