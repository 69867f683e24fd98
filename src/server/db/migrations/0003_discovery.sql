CREATE TABLE "boredombot_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boredombot_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text,
	"session_id" text NOT NULL,
	"search_type" text NOT NULL,
	"search_input" text NOT NULL,
	"response_summary" text NOT NULL,
	"used_recommendation" boolean DEFAULT false NOT NULL,
	"device_info" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "activities_date_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "location_lat" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "location_lng" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "location_label" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "boredombot_logs" ADD CONSTRAINT "boredombot_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boredombot_logs_user_idx" ON "boredombot_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activities_search_vector_idx" ON "activities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "activities_search_text_idx" ON "activities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_search_terms_idx" ON "activities" USING gin ("search_terms" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_tags_idx" ON "activities" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "activities_lat_lng_idx" ON "activities" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "activities_date_idx" ON "activities" USING btree ("date","start_time","id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_location_check" CHECK (("profiles"."location_lat" is null) = ("profiles"."location_lng" is null) and ("profiles"."location_lat" is null or ("profiles"."location_lat" between -90 and 90 and "profiles"."location_lng" between -180 and 180)));