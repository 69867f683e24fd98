CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"lexeme" text
);
--> statement-breakpoint
DROP INDEX "activities_type_idx";--> statement-breakpoint
DROP INDEX "activities_search_terms_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_lexeme_idx" ON "search_words" USING btree ("lexeme");--> statement-breakpoint
CREATE INDEX "activities_type_date_idx" ON "activities" USING btree ("type","date","start_time","id");--> statement-breakpoint
CREATE INDEX "activities_title_search_idx" ON "activities" USING gin (to_tsvector('english', "title"));--> statement-breakpoint
CREATE INDEX "activities_price_idx" ON "activities" USING btree ("price_cents","date","start_time","id");--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activities_taken_idx" ON "activities" USING btree (("spots_left" - "capacity"),"id");--> statement-breakpoint
-- The search vocabulary (search_words) follows activities' search_text: every searchable field,
-- lower-cased. Words are only added: a word no activity uses any more costs nothing but a row.
CREATE FUNCTION search_words_add(terms text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word, lexeme)
  SELECT w, (tsvector_to_array(to_tsvector('english', w)))[1]
  FROM (SELECT DISTINCT w FROM regexp_split_to_table(terms, '[^[:alnum:]]+') AS w) words
  WHERE w <> ''
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Per statement on insert, so a seed or import of thousands of rows adds its words at once.
CREATE FUNCTION search_words_collect_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(string_agg(search_text, E'\n')) FROM inserted;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_search_words_insert
  AFTER INSERT ON activities
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect_inserted();
--> statement-breakpoint
-- Per row on update, and only when the words changed: booking seats never pays for this.
CREATE FUNCTION search_words_collect_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(NEW.search_text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_search_words_update
  AFTER UPDATE OF title, description, type, tags, provider_id ON activities
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION search_words_collect_updated();
--> statement-breakpoint
SELECT search_words_add(string_agg(search_text, E'\n')) FROM activities;
--> statement-breakpoint
-- The weekday filter's expression: without statistics PostgreSQL guesses 1 row in 200 instead
-- of 1 in 7 and plans a combined weekday + category filter badly.
CREATE STATISTICS activities_weekday_stats ON (extract(isodow FROM date)) FROM activities;
