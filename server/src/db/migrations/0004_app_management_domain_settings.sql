CREATE TABLE "domain_settings" (
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"device_limit" integer,
	"provisioning" boolean DEFAULT false NOT NULL,
	"quick_dial" boolean DEFAULT false NOT NULL,
	"recording" boolean DEFAULT false NOT NULL,
	"textable" boolean DEFAULT false NOT NULL,
	"config_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_settings_cloud_id_domain_pk" PRIMARY KEY("cloud_id","domain")
);
--> statement-breakpoint
CREATE TABLE "extension_provisioning" (
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"extension" text NOT NULL,
	"allowed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extension_provisioning_cloud_id_domain_extension_pk" PRIMARY KEY("cloud_id","domain","extension")
);
--> statement-breakpoint
ALTER TABLE "domain_settings" ADD CONSTRAINT "domain_settings_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "extension_provisioning" ADD CONSTRAINT "extension_provisioning_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;