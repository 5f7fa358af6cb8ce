-- Issue 38: an approval no longer matches the saved searches in its own transaction. It writes the
-- advert here and returns; a server takes the row, tells the searches that find the advert and deletes
-- it in one transaction (ADR 0036, "Matched after the approval").
CREATE TABLE "saved_search_queue" (
	"advert_id" integer PRIMARY KEY NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_queue" ADD CONSTRAINT "saved_search_queue_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;