ALTER TABLE "comments" ALTER COLUMN "activity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "list_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_list_id_activity_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."activity_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_list_threads_idx" ON "comments" USING btree ("list_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "comments"."parent_id" is null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_subject_check" CHECK (("comments"."activity_id" is null) <> ("comments"."list_id" is null));