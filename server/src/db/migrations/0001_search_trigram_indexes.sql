-- Searching console users matches inside names, usernames and e-mails (ILIKE '%text%'); trigram
-- indexes answer that without reading every row of a tenant with thousands of users.
-- Written by hand: drizzle-kit does not model operator classes of extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "console_users_name_trgm_idx" ON "console_users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "console_users_username_trgm_idx" ON "console_users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "console_users_email_trgm_idx" ON "console_users" USING gin ("email" gin_trgm_ops);
