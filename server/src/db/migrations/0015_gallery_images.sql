CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"caption" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_user" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "gallery_images_size_positive" CHECK ("gallery_images"."width" > 0 and "gallery_images"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_file_name_uploaded_files_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."uploaded_files"("name") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_created_user_console_users_id_fk" FOREIGN KEY ("created_user") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_images_created_idx" ON "gallery_images" USING btree ("created_at");