CREATE TABLE "payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method_id" uuid,
	"payment_label" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"settled_by" text,
	"outcome" text,
	"charge_id" text,
	"refund_id" text,
	"amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_intents_settled_check" CHECK (("payment_intents"."status" = 'pending') = ("payment_intents"."settled_at" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_pending_key_idx" ON "payment_intents" USING btree ("user_id","kind","idempotency_key") WHERE "payment_intents"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_intents_pending_idx" ON "payment_intents" USING btree ("created_at") WHERE "payment_intents"."status" = 'pending';