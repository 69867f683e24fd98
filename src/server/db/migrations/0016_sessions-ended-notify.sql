-- A deleted session (signed out, signed out elsewhere, a password changed or reset, the account
-- deleted) is announced on the live-delivery channel at commit, '{"u": parent id, "s": session id}',
-- so every instance ends that session's open event streams at once (decision 037). A trigger
-- rather than the code that deletes: better-auth deletes sessions itself, in several places.
CREATE FUNCTION sessions_announce_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kidventure_events', json_build_object('u', OLD.user_id, 's', OLD.id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_ended
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_announce_ended();
