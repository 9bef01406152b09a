CREATE TABLE "client_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"extension" text DEFAULT '' NOT NULL,
	"profile_name" text NOT NULL,
	"transport" text DEFAULT 'udp' NOT NULL,
	"outbound_proxy_enabled" boolean NOT NULL,
	"outbound_proxy_host" text NOT NULL,
	"port" integer NOT NULL,
	"push_block_reg" boolean DEFAULT false NOT NULL,
	"expires" integer,
	"ringing_tone" text NOT NULL,
	"dtmf_order" text DEFAULT '' NOT NULL,
	"extra_elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"cloud_username" text NOT NULL,
	"cloud_password_sealed" text NOT NULL,
	"proxy" text NOT NULL,
	"outbound_proxy_host" text NOT NULL,
	"transport" text DEFAULT 'udp' NOT NULL,
	"account_username" text NOT NULL,
	"account_password_sealed" text NOT NULL,
	"expires" integer DEFAULT 60 NOT NULL,
	"allow_message" boolean DEFAULT true NOT NULL,
	"outbound_proxy_enabled" boolean DEFAULT true NOT NULL,
	"remote_msg_delete_supported" boolean DEFAULT true NOT NULL,
	"msg_local_delete_supported" boolean DEFAULT true NOT NULL,
	"outgoing_calls_through_sipis" boolean DEFAULT true NOT NULL,
	"ringing_tone" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "email_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "email_port" integer;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "email_username" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "email_password_sealed" text;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "email_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "email_encryption" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "park_lower_limit" integer;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "park_upper_limit" integer;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "park_lower_limit2" integer;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "park_upper_limit2" integer;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "netsapien_base_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "vmail_transcription" text DEFAULT 'google' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "textable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "call_history" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "icons" text DEFAULT 'white' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "textable_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "textable_ui_config_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "textable_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "textable_provider_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "iotum_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "override_regions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "override_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "google_clientid" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "office365_clientid" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "app_signin_font_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "app_signin_button_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "app_signin_button_font_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "message_outbound_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "message_outbound_font_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "message_inbound_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "message_inbound_font_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "message_buttons_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "message_buttons_font_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "white_labels" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "static_accounts" ADD CONSTRAINT "static_accounts_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "client_profiles_level_idx" ON "client_profiles" USING btree ("cloud_id","domain","extension");--> statement-breakpoint
CREATE UNIQUE INDEX "static_accounts_login_idx" ON "static_accounts" USING btree ("cloud_id",lower("cloud_username"));