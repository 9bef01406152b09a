CREATE TABLE "core_marks" (
	"cloud_id" text NOT NULL,
	"core" text NOT NULL,
	"down" boolean DEFAULT false NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "core_marks_cloud_id_core_pk" PRIMARY KEY("cloud_id","core")
);
--> statement-breakpoint
CREATE TABLE "domain_regions" (
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"region" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_regions_cloud_id_domain_pk" PRIMARY KEY("cloud_id","domain")
);
--> statement-breakpoint
CREATE TABLE "region_cores" (
	"cloud_id" text NOT NULL,
	"core" text NOT NULL,
	"region" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"host" text NOT NULL,
	"port_tcp" text DEFAULT '' NOT NULL,
	"port_tls" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	CONSTRAINT "region_cores_cloud_id_core_pk" PRIMARY KEY("cloud_id","core")
);
--> statement-breakpoint
CREATE TABLE "region_syncs" (
	"cloud_id" text PRIMARY KEY NOT NULL,
	"synced_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
CREATE TABLE "sms_domains" (
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_domains_cloud_id_domain_pk" PRIMARY KEY("cloud_id","domain")
);
--> statement-breakpoint
ALTER TABLE "core_marks" ADD CONSTRAINT "core_marks_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "domain_regions" ADD CONSTRAINT "domain_regions_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "region_cores" ADD CONSTRAINT "region_cores_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "region_syncs" ADD CONSTRAINT "region_syncs_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sms_domains" ADD CONSTRAINT "sms_domains_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "region_cores_region_idx" ON "region_cores" USING btree ("cloud_id","region");