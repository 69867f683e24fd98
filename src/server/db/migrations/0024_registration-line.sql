CREATE TABLE "registration_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"session_ids" integer[] NOT NULL,
	"kid_ids" uuid[] NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rank" bigint,
	"state" text DEFAULT 'waiting' NOT NULL,
	"refusal" text,
	"admitted_at" timestamp with time zone,
	"booking_id" uuid,
	CONSTRAINT "registration_entries_once" UNIQUE("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "registration_lines" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"seed" text,
	"drawn_at" timestamp with time zone,
	"entrants" integer DEFAULT 0 NOT NULL,
	"admitted_through" bigint DEFAULT 0 NOT NULL,
	"next_rank" bigint DEFAULT 1 NOT NULL,
	"next_tick_at" timestamp with time zone,
	"sold_out_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registration_entries" ADD CONSTRAINT "registration_entries_activity_id_registration_lines_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."registration_lines"("activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_entries" ADD CONSTRAINT "registration_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_entries" ADD CONSTRAINT "registration_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_lines" ADD CONSTRAINT "registration_lines_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_entries_rank_idx" ON "registration_entries" USING btree ("activity_id","rank") WHERE "registration_entries"."state" = 'waiting';