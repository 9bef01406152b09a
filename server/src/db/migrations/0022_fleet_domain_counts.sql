CREATE TABLE "fleet_domain_counts" (
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"changes" bigint DEFAULT 1 NOT NULL,
	"counted_changes" bigint DEFAULT 0 NOT NULL,
	"counted_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"stale_minutes" integer DEFAULT -1 NOT NULL,
	"installed" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"behind" integer DEFAULT 0 NOT NULL,
	"stale" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"never_registered" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"provisioning" boolean DEFAULT false NOT NULL,
	"platforms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"app_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stale_newest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"never_registered_newest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "fleet_domain_counts_cloud_id_domain_pk" PRIMARY KEY("cloud_id","domain")
);
--> statement-breakpoint
ALTER TABLE "fleet_domain_counts" ADD CONSTRAINT "fleet_domain_counts_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Every write to a table the Fleet's counts of a domain depend on marks that domain to be counted
-- again, whatever statement makes it (a provisioning batch, a registration read, a setting saved, a
-- test's own SQL). Statement triggers with transition tables: a batch of a thousand devices marks each
-- of its domains once. Rows are marked in key order, as the reader counts them, so the two never wait
-- on each other crosswise. A tenant being deleted takes its counts with it (the foreign key): its
-- domains are not marked again meanwhile.
CREATE FUNCTION "fleet_domains_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "fleet_domain_counts" ("cloud_id", "domain")
    SELECT DISTINCT "changed"."cloud_id", "changed"."domain" FROM "changed"
    WHERE EXISTS (SELECT 1 FROM "subscribers" WHERE "subscribers"."cloud_id" = "changed"."cloud_id")
    ORDER BY 1, 2
  ON CONFLICT ("cloud_id", "domain") DO UPDATE SET "changes" = "fleet_domain_counts"."changes" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What a tenant changes for all its domains: the configuration version its devices are compared
-- with, and whether all its users may provision.
CREATE FUNCTION "fleet_tenant_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "fleet_domain_counts" WHERE "cloud_id" = NEW."cloud_id" ORDER BY "domain" FOR UPDATE;
  UPDATE "fleet_domain_counts" SET "changes" = "changes" + 1 WHERE "cloud_id" = NEW."cloud_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "app_devices_inserted_fleet" AFTER INSERT ON "app_devices" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "app_devices_updated_fleet" AFTER UPDATE ON "app_devices" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "app_devices_deleted_fleet" AFTER DELETE ON "app_devices" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "device_registrations_inserted_fleet" AFTER INSERT ON "device_registrations" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "device_registrations_updated_fleet" AFTER UPDATE ON "device_registrations" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "device_registrations_deleted_fleet" AFTER DELETE ON "device_registrations" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "registration_reads_inserted_fleet" AFTER INSERT ON "registration_reads" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "registration_reads_updated_fleet" AFTER UPDATE ON "registration_reads" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "domain_settings_inserted_fleet" AFTER INSERT ON "domain_settings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "domain_settings_updated_fleet" AFTER UPDATE ON "domain_settings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "domain_settings_deleted_fleet" AFTER DELETE ON "domain_settings" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "extension_provisioning_inserted_fleet" AFTER INSERT ON "extension_provisioning" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "extension_provisioning_updated_fleet" AFTER UPDATE ON "extension_provisioning" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "extension_provisioning_deleted_fleet" AFTER DELETE ON "extension_provisioning" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fleet_domains_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_changed_fleet" AFTER UPDATE ON "subscribers" FOR EACH ROW
  WHEN ((OLD.config_version, OLD.allow_all_users) IS DISTINCT FROM (NEW.config_version, NEW.allow_all_users))
  EXECUTE FUNCTION "fleet_tenant_changed"();
--> statement-breakpoint
-- The domains with app devices already: counted at their first view.
INSERT INTO "fleet_domain_counts" ("cloud_id", "domain") SELECT DISTINCT "cloud_id", "domain" FROM "app_devices" ON CONFLICT DO NOTHING;
