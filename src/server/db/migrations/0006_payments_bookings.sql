CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" text,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_amount_check" CHECK ("gift_cards"."amount_cents" > 0),
	CONSTRAINT "gift_cards_code_check" CHECK ("gift_cards"."code" ~ '^[A-Z0-9-]{8,16}$')
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"card_brand" text,
	"last_four" text,
	"exp_month" smallint,
	"exp_year" smallint,
	"cardholder_name" text,
	"gateway_token" text,
	"gift_card_id" uuid,
	"gift_card_code" text,
	"gift_card_amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_card_check" CHECK ("payment_methods"."type" <> 'card' or ("payment_methods"."card_brand" is not null and "payment_methods"."last_four" ~ '^[0-9]{4}$'
        and "payment_methods"."exp_month" between 1 and 12 and "payment_methods"."exp_year" between 2000 and 2199
        and "payment_methods"."cardholder_name" is not null and "payment_methods"."gateway_token" is not null)),
	CONSTRAINT "payment_methods_giftcard_check" CHECK ("payment_methods"."type" <> 'giftcard' or (not "payment_methods"."is_default" and "payment_methods"."gift_card_code" is not null
        and "payment_methods"."gift_card_amount_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"booking_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('deposit', 'withdrawal', 'giftcard', 'payment', 'refund', 'other')),
	CONSTRAINT "wallet_transactions_sign_check" CHECK (case when "wallet_transactions"."type" in ('deposit', 'giftcard', 'refund') then "wallet_transactions"."amount_cents" > 0
               when "wallet_transactions"."type" in ('payment', 'withdrawal') then "wallet_transactions"."amount_cents" < 0
               else "wallet_transactions"."amount_cents" <> 0 end)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_participants" (
	"booking_id" uuid NOT NULL,
	"kid_id" uuid,
	"kid_name" text NOT NULL,
	"activity_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"activity_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_status" text DEFAULT 'completed' NOT NULL,
	"payment_kind" text NOT NULL,
	"payment_method_id" uuid,
	"payment_label" text NOT NULL,
	"gateway_charge_id" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"refund_cents" integer,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_idempotency_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "bookings_total_check" CHECK ("bookings"."price_cents" >= 0 and "bookings"."total_cents" >= 0),
	CONSTRAINT "bookings_card_check" CHECK ("bookings"."payment_kind" = 'wallet' or "bookings"."total_cents" = 0 or "bookings"."gateway_charge_id" is not null),
	CONSTRAINT "bookings_cancel_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null)
        and ("bookings"."status" = 'cancelled') = ("bookings"."refund_cents" is not null)
        and coalesce("bookings"."refund_cents", 0) between 0 and "bookings"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_kid_id_kid_profiles_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kid_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_idx" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_idempotency_idx" ON "wallet_transactions" USING btree ("user_id","idempotency_key") WHERE "wallet_transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "booking_participants_booking_idx" ON "booking_participants" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_participants_kid_idx" ON "booking_participants" USING btree ("kid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_participants_once_idx" ON "booking_participants" USING btree ("activity_id","kid_id") WHERE "booking_participants"."active";--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_activity_idx" ON "bookings" USING btree ("activity_id");