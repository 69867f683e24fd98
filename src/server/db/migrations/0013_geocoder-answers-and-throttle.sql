CREATE TABLE "geocoder_answers" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geocoder_throttle" (
	"id" smallint PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	CONSTRAINT "geocoder_throttle_one_row" CHECK ("geocoder_throttle"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "geocoder_answers_fetched_idx" ON "geocoder_answers" USING btree ("fetched_at");