CREATE TABLE "kid_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kid_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kid_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "kid_documents_name_check" CHECK (length(btrim("kid_documents"."name")) > 0),
	CONSTRAINT "kid_documents_size_check" CHECK ("kid_documents"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "kid_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"avatar_color" text NOT NULL,
	"allergies" text,
	"school_grade" text,
	"school_district" text,
	"good_to_know" text,
	"favorite_things" text,
	"dislikes" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"emergency_contact_relationship" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kid_profiles_name_check" CHECK (length(btrim("kid_profiles"."name")) > 0),
	CONSTRAINT "kid_profiles_grade_check" CHECK ("kid_profiles"."school_grade" is null or "kid_profiles"."school_grade" in ('preschool','kindergarten','1st','2nd','3rd','4th','5th','6th','notApplicable')),
	CONSTRAINT "kid_profiles_relationship_check" CHECK ("kid_profiles"."emergency_contact_relationship" is null or "kid_profiles"."emergency_contact_relationship" in ('parent','grandparent','aunt-uncle','sibling','neighbor','friend','other')),
	CONSTRAINT "kid_profiles_contact_check" CHECK ("kid_profiles"."emergency_contact_name" is not null or ("kid_profiles"."emergency_contact_phone" is null and "kid_profiles"."emergency_contact_relationship" is null))
);
--> statement-breakpoint
CREATE TABLE "parent_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"activity_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_times" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_distance" smallint DEFAULT 10 NOT NULL,
	"age_min" smallint DEFAULT 0 NOT NULL,
	"age_max" smallint DEFAULT 12 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_preferences_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "parent_preferences_distance_check" CHECK ("parent_preferences"."max_distance" between 0 and 50),
	CONSTRAINT "parent_preferences_ages_check" CHECK ("parent_preferences"."age_min" between 0 and 12 and "parent_preferences"."age_max" between 0 and 12 and "parent_preferences"."age_min" <= "parent_preferences"."age_max")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "discoverable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notifications_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "kid_documents" ADD CONSTRAINT "kid_documents_kid_id_kid_profiles_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kid_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_documents" ADD CONSTRAINT "kid_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_profiles" ADD CONSTRAINT "kid_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_preferences" ADD CONSTRAINT "parent_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kid_documents_kid_idx" ON "kid_documents" USING btree ("kid_id");--> statement-breakpoint
CREATE INDEX "kid_documents_user_idx" ON "kid_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kid_profiles_user_name_idx" ON "kid_profiles" USING btree ("user_id","name");--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "avatar_url";