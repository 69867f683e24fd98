CREATE TABLE "activity_list_items" (
	"list_id" uuid NOT NULL,
	"activity_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_list_items_list_id_activity_id_pk" PRIMARY KEY("list_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "activity_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_shared" boolean DEFAULT false NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_lists_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "activity_lists_name_check" CHECK (length(btrim("activity_lists"."name")) between 1 and 80),
	CONSTRAINT "activity_lists_description_check" CHECK ("activity_lists"."description" is null or length("activity_lists"."description") <= 500),
	CONSTRAINT "activity_lists_share_check" CHECK (("activity_lists"."is_shared" and "activity_lists"."share_token" is not null) or (not "activity_lists"."is_shared" and "activity_lists"."share_token" is null))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"activity_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_activity_unique" UNIQUE("user_id","activity_id")
);
--> statement-breakpoint
ALTER TABLE "activity_list_items" ADD CONSTRAINT "activity_list_items_list_id_activity_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."activity_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_list_items" ADD CONSTRAINT "activity_list_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_lists" ADD CONSTRAINT "activity_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_list_items_activity_idx" ON "activity_list_items" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_lists_user_updated_idx" ON "activity_lists" USING btree ("user_id","updated_at");