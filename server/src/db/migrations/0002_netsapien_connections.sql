CREATE TABLE "netsapien_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"api_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"delivery_webhook" text DEFAULT '' NOT NULL,
	"superuser" text NOT NULL,
	"superpass_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "netsapien_connections_subscriber_id_unique" UNIQUE("subscriber_id")
);
--> statement-breakpoint
ALTER TABLE "netsapien_connections" ADD CONSTRAINT "netsapien_connections_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE restrict ON UPDATE no action;