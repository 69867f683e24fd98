ALTER TABLE "bookings" ADD COLUMN "wallet_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What the wallet paid: every wallet booking so far paid its whole total from the wallet.
UPDATE "bookings" SET "wallet_cents" = "total_cents" WHERE "payment_kind" = 'wallet';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_wallet_part_check" CHECK ("bookings"."wallet_cents" >= 0 and case when "bookings"."payment_kind" = 'wallet'
        then "bookings"."wallet_cents" = "bookings"."total_cents"
        else "bookings"."wallet_cents" < "bookings"."total_cents" or "bookings"."wallet_cents" = 0 end);