CREATE TABLE "activity_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"spots_left" integer NOT NULL,
	CONSTRAINT "activity_sessions_start_unique" UNIQUE("activity_id","date","start_time"),
	CONSTRAINT "activity_sessions_times_check" CHECK ("activity_sessions"."start_time" < "activity_sessions"."end_time"),
	CONSTRAINT "activity_sessions_spots_check" CHECK ("activity_sessions"."capacity" > 0 and "activity_sessions"."spots_left" >= 0 and "activity_sessions"."spots_left" <= "activity_sessions"."capacity")
);
--> statement-breakpoint
CREATE TABLE "booking_places" (
	"booking_id" uuid NOT NULL,
	"session_id" integer NOT NULL,
	"kid_id" uuid,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_total_check";--> statement-breakpoint
DROP INDEX "booking_participants_once_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "booking_mode" text DEFAULT 'drop_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "drop_in_price_cents" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "sibling_discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_sessions" ADD CONSTRAINT "activity_sessions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_places" ADD CONSTRAINT "booking_places_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_places" ADD CONSTRAINT "booking_places_session_id_activity_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."activity_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_places" ADD CONSTRAINT "booking_places_kid_id_kid_profiles_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kid_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 043: every activity becomes a program with one session, holding its date, times and places.
INSERT INTO "activity_sessions" ("activity_id", "date", "start_time", "end_time", "capacity", "spots_left")
SELECT "id", "date", "start_time", "end_time", "capacity", "spots_left" FROM "activities" ORDER BY "id";--> statement-breakpoint
-- Every child on a booking holds (or, cancelled, held) its place in that one session.
INSERT INTO "booking_places" ("booking_id", "session_id", "kid_id", "active")
SELECT p."booking_id", s."id", p."kid_id", p."active"
FROM "booking_participants" p JOIN "activity_sessions" s ON s."activity_id" = p."activity_id";--> statement-breakpoint
CREATE INDEX "activity_sessions_date_idx" ON "activity_sessions" USING btree ("date","start_time","id");--> statement-breakpoint
CREATE INDEX "booking_places_booking_idx" ON "booking_places" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_places_kid_idx" ON "booking_places" USING btree ("kid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_places_once_idx" ON "booking_places" USING btree ("session_id","kid_id") WHERE "booking_places"."active";--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_booking_mode_check" CHECK ("activities"."booking_mode" in ('drop_in', 'term', 'camp_week'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_drop_in_price_check" CHECK ("activities"."drop_in_price_cents" is null or ("activities"."drop_in_price_cents" >= 0 and "activities"."booking_mode" <> 'drop_in'));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_sibling_discount_check" CHECK ("providers"."sibling_discount_percent" is null or "providers"."sibling_discount_percent" between 1 and 90);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_total_check" CHECK ("bookings"."price_cents" >= 0 and "bookings"."total_cents" >= 0 and "bookings"."discount_cents" >= 0);--> statement-breakpoint
-- Decision 043: an activity's date, times, capacity and places left summarise its sessions. Each
-- statement that writes sessions refreshes the summary of the programs it touched.
CREATE FUNCTION activity_sessions_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The programs' rows first, in id order: a transaction writing another session of one of them
  -- holds its row until it commits, and the summary below (a new snapshot: a volatile function's
  -- statements each take one) then counts that session too. Without the lock, the UPDATE would
  -- wait for the row and then write a summary of the sessions as they were before it waited.
  PERFORM 1 FROM activities WHERE id IN (SELECT activity_id FROM changed) ORDER BY id FOR UPDATE;
  -- Places left: what the program's best option can still get. A term without drop-ins needs a
  -- place on every date (the fewest); a camp week without single days, on every day of one week
  -- (the best week's fewest); anything sold a date at a time, any date (the most). Capacity is the
  -- largest, so it is never below the places left.
  UPDATE activities a
  SET date = s.date, start_time = s.start_time, end_time = s.end_time,
      capacity = s.capacity, spots_left = s.spots_left
  FROM (
    SELECT DISTINCT ON (x.activity_id) x.activity_id, x.date, x.start_time, x.end_time,
      max(x.capacity) OVER w AS capacity,
      CASE
        WHEN p.drop_in_price_cents IS NOT NULL OR p.booking_mode = 'drop_in'
          THEN max(x.spots_left) OVER w
        WHEN p.booking_mode = 'camp_week' THEN (
          SELECT max(fewest) FROM (
            SELECT min(y.spots_left) AS fewest FROM activity_sessions y
            WHERE y.activity_id = x.activity_id GROUP BY date_trunc('week', y.date)
          ) weeks)
        ELSE min(x.spots_left) OVER w
      END AS spots_left
    FROM activity_sessions x JOIN activities p ON p.id = x.activity_id
    WHERE x.activity_id IN (SELECT activity_id FROM changed)
    WINDOW w AS (PARTITION BY x.activity_id)
    ORDER BY x.activity_id, x.date, x.start_time
  ) s
  WHERE a.id = s.activity_id
    AND (a.date, a.start_time, a.end_time, a.capacity, a.spots_left)
      IS DISTINCT FROM (s.date, s.start_time, s.end_time, s.capacity, s.spots_left);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_sessions_summarise_insert AFTER INSERT ON activity_sessions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION activity_sessions_summarise();
--> statement-breakpoint
CREATE TRIGGER activity_sessions_summarise_update AFTER UPDATE ON activity_sessions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION activity_sessions_summarise();
--> statement-breakpoint
CREATE TRIGGER activity_sessions_summarise_delete AFTER DELETE ON activity_sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION activity_sessions_summarise();
--> statement-breakpoint
-- An activity written on its own (an import, the demo seed) is a program of one session: inserting it
-- adds that session, and writing its date, times, capacity or places writes them to that session.
-- Programs of several sessions are written through their sessions.
CREATE FUNCTION activities_first_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_sessions (activity_id, date, start_time, end_time, capacity, spots_left)
  SELECT id, date, start_time, end_time, capacity, spots_left FROM added;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_first_session AFTER INSERT ON activities
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION activities_first_session();
--> statement-breakpoint
CREATE FUNCTION activities_single_session_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Summaries written by activity_sessions_summarise come from the sessions: nothing to send back.
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  UPDATE activity_sessions s
  SET date = n.date, start_time = n.start_time, end_time = n.end_time,
      capacity = n.capacity, spots_left = n.spots_left
  FROM after_update n JOIN before_update o ON o.id = n.id
  WHERE s.activity_id = n.id
    AND (o.date, o.start_time, o.end_time, o.capacity, o.spots_left)
      IS DISTINCT FROM (n.date, n.start_time, n.end_time, n.capacity, n.spots_left)
    AND (SELECT count(*) FROM activity_sessions c WHERE c.activity_id = n.id) = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_single_session_sync AFTER UPDATE ON activities
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION activities_single_session_sync();
