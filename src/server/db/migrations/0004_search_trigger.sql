-- Keeps activities' search columns in step with the activity and its provider's name.
-- A trigger rather than generated columns: the provider's name lives in another table.
CREATE FUNCTION activities_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  provider_name text;
  tag_text text := array_to_string(NEW.tags, ' ');
BEGIN
  SELECT p.name INTO provider_name FROM providers p WHERE p.id = NEW.provider_id;
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.title), 'A') ||
    setweight(to_tsvector('english', NEW.type || ' ' || tag_text), 'B') ||
    setweight(to_tsvector('english', coalesce(provider_name, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  -- One field per line, so the substring rule never matches across two fields.
  NEW.search_text := lower(concat_ws(E'\n', NEW.title, NEW.description, provider_name, NEW.type,
    array_to_string(NEW.tags, E'\n')));
  NEW.search_terms := lower(concat_ws(' ', NEW.title, NEW.type, tag_text, provider_name));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_search_refresh
  BEFORE INSERT OR UPDATE OF title, description, type, tags, provider_id ON activities
  FOR EACH ROW EXECUTE FUNCTION activities_search_refresh();
--> statement-breakpoint
CREATE FUNCTION providers_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities SET provider_id = provider_id WHERE provider_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER providers_search_refresh
  AFTER UPDATE OF name ON providers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION providers_search_refresh();
--> statement-breakpoint
UPDATE activities SET provider_id = provider_id;
