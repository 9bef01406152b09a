CREATE TABLE "calling_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"extension" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "did_sharing" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"primary_user" text NOT NULL,
	"secondary_user" text NOT NULL,
	"did" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_voicemails" (
	"id" serial PRIMARY KEY NOT NULL,
	"cloud_id" text NOT NULL,
	"domain" text NOT NULL,
	"for_user" text NOT NULL,
	"vm_user" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calling_numbers" ADD CONSTRAINT "calling_numbers_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "did_sharing" ADD CONSTRAINT "did_sharing_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shared_voicemails" ADD CONSTRAINT "shared_voicemails_cloud_id_subscribers_cloud_id_fk" FOREIGN KEY ("cloud_id") REFERENCES "public"."subscribers"("cloud_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "calling_numbers_domain_number_idx" ON "calling_numbers" USING btree ("domain","phone_number");--> statement-breakpoint
CREATE INDEX "calling_numbers_user_idx" ON "calling_numbers" USING btree ("domain","extension");--> statement-breakpoint
CREATE UNIQUE INDEX "did_sharing_entry_idx" ON "did_sharing" USING btree ("domain","did","secondary_user");--> statement-breakpoint
CREATE INDEX "did_sharing_primary_idx" ON "did_sharing" USING btree ("domain","primary_user");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_cloud_name_idx" ON "email_templates" USING btree ("cloud_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_voicemails_entry_idx" ON "shared_voicemails" USING btree ("domain","for_user","vm_user");