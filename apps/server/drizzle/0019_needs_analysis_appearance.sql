-- Needs analysis per member and licence, and the logo and banner image a licence admin uploads (issue 12).
CREATE TABLE "license_images" (
	"license_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_images_pkey" PRIMARY KEY("license_id","kind")
);
--> statement-breakpoint
CREATE TABLE "needs_analyses" (
	"license_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "needs_analyses_pkey" PRIMARY KEY("license_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "license_images" ADD CONSTRAINT "license_images_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_images" ADD CONSTRAINT "license_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs_analyses" ADD CONSTRAINT "needs_analyses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs_analyses" ADD CONSTRAINT "needs_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;