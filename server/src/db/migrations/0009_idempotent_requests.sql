CREATE TABLE "idempotent_requests" (
	"user_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"call" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotent_requests_user_id_key_hash_pk" PRIMARY KEY("user_id","key_hash")
);
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_requests_started_idx" ON "idempotent_requests" USING btree ("started_at");