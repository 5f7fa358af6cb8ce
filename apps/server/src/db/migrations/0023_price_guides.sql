-- Issue 38: the fair-price badge. What phones and tablets of a model, storage and grade sell for, rebuilt
-- daily from the last 90 days' approved adverts (ADR 0037), and the schedule two servers share so only
-- one rebuilds it.
CREATE TABLE "price_guides" (
	"model_id" integer NOT NULL,
	"storage_key" integer NOT NULL,
	"grade" text NOT NULL,
	"sellers" integer NOT NULL,
	"low" numeric(12, 2) NOT NULL,
	"median" numeric(12, 2) NOT NULL,
	"high" numeric(12, 2) NOT NULL,
	"good" numeric(12, 2) NOT NULL,
	"bait" numeric(12, 2) NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_guides_model_id_storage_key_grade_pk" PRIMARY KEY("model_id","storage_key","grade")
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
