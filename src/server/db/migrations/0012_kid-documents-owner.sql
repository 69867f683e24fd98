ALTER TABLE "kid_profiles" ADD CONSTRAINT "kid_profiles_id_user_unique" UNIQUE("id","user_id");--> statement-breakpoint
-- Existing rows: a document recorded under someone other than its kid's parent belongs to the kid's parent
-- (the kid's row decides; the upload route has always required the kid to be the uploader's own).
UPDATE "kid_documents" AS d SET "user_id" = k."user_id" FROM "kid_profiles" AS k WHERE k."id" = d."kid_id" AND d."user_id" <> k."user_id";--> statement-breakpoint
ALTER TABLE "kid_documents" DROP CONSTRAINT "kid_documents_kid_id_kid_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "kid_documents" ADD CONSTRAINT "kid_documents_kid_owner_fk" FOREIGN KEY ("kid_id","user_id") REFERENCES "public"."kid_profiles"("id","user_id") ON DELETE cascade ON UPDATE no action;
