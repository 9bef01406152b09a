-- Every change that ends a signed-in session or alters what it carries is announced on the channel
-- session_changes, whatever statement makes it: the server processes keep sessions in memory for a few
-- seconds (SESSION_CACHE_SECONDS) and forget them on the notice, which PostgreSQL sends when the
-- change commits and never when it rolls back. The payload names what changed: 's:<session id>',
-- 'u:<console user id>' or 'c:<cloud id>'. Deleting a session needs no notice: only sessions that can
-- no longer be used are purged, and a user's are deleted with the user (announced below).
CREATE FUNCTION "session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 's:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "console_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'u:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "tenant_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'c:' || OLD.cloud_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((OLD.revoked_at, OLD.expires_at, OLD.user_id) IS DISTINCT FROM (NEW.revoked_at, NEW.expires_at, NEW.user_id))
  EXECUTE FUNCTION "session_changed"();
--> statement-breakpoint
-- What a session carries (name, username, tenant, type) and what ends it (password, active).
CREATE TRIGGER "console_users_changed" AFTER UPDATE ON "console_users" FOR EACH ROW
  WHEN ((OLD.cloud_id, OLD.username, OLD.name, OLD.user_type, OLD.active, OLD.password_hash)
    IS DISTINCT FROM (NEW.cloud_id, NEW.username, NEW.name, NEW.user_type, NEW.active, NEW.password_hash))
  EXECUTE FUNCTION "console_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "console_users_deleted" AFTER DELETE ON "console_users" FOR EACH ROW EXECUTE FUNCTION "console_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_changed" AFTER UPDATE ON "subscribers" FOR EACH ROW
  WHEN ((OLD.cloud_id, OLD.active) IS DISTINCT FROM (NEW.cloud_id, NEW.active))
  EXECUTE FUNCTION "tenant_changed"();
