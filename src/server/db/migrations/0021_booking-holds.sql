ALTER TABLE "bookings" DROP CONSTRAINT "bookings_card_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_wallet_part_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_held_until_idx" ON "bookings" USING btree ("held_until") WHERE "bookings"."status" = 'held';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_held_check" CHECK (("bookings"."status" = 'held') = ("bookings"."held_until" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_card_check" CHECK ("bookings"."status" = 'held' or "bookings"."payment_kind" = 'wallet' or "bookings"."total_cents" = 0
        or "bookings"."gateway_charge_id" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_wallet_part_check" CHECK ("bookings"."wallet_cents" >= 0 and ("bookings"."status" = 'held' or case when "bookings"."payment_kind" = 'wallet'
        then "bookings"."wallet_cents" = "bookings"."total_cents"
        else "bookings"."wallet_cents" < "bookings"."total_cents" or "bookings"."wallet_cents" = 0 end));--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_sessions_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The programs' rows first, in id order: a transaction writing another session of one of them
  -- holds its row until it commits, and the summary below (a new snapshot: a volatile function's
  -- statements each take one) then counts that session too. Without the lock, the UPDATE would
  -- wait for the row and then write a summary of the sessions as they were before it waited.
  -- NO KEY UPDATE: the lock the UPDATE below takes anyway. It does not wait for a booking that
  -- only references the program (a foreign key's KEY SHARE), which would otherwise deadlock with
  -- a booking of the program that holds a session's row and waits here.
  PERFORM 1 FROM activities WHERE id IN (SELECT activity_id FROM changed) ORDER BY id
    FOR NO KEY UPDATE;
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
