-- Detail views, permission profiles and the info widget (issue 12): profile templates per role, info-widget images and dismissals, one standard set per licence.
CREATE TABLE "info_widget_dismissals" (
	"license_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_widget_dismissals_license_id_user_id_template_id_pk" PRIMARY KEY("license_id","user_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "info_widget_images" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_widget_images_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
CREATE TABLE "permission_templates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"detail_set_id" uuid NOT NULL,
	"info_widget_active" boolean DEFAULT false NOT NULL,
	"info_widget_closable" boolean DEFAULT true NOT NULL,
	"info_widget_image_id" uuid,
	"info_widget_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permission_templates_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
ALTER TABLE "info_widget_dismissals" ADD CONSTRAINT "info_widget_dismissals_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_widget_dismissals" ADD CONSTRAINT "info_widget_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_widget_dismissals" ADD CONSTRAINT "info_widget_dismissals_template_id_fk" FOREIGN KEY ("license_id","template_id") REFERENCES "public"."permission_templates"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_widget_images" ADD CONSTRAINT "info_widget_images_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_templates" ADD CONSTRAINT "permission_templates_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_templates" ADD CONSTRAINT "permission_templates_detail_set_id_fk" FOREIGN KEY ("license_id","detail_set_id") REFERENCES "public"."detail_sets"("license_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_templates" ADD CONSTRAINT "permission_templates_info_widget_image_id_fk" FOREIGN KEY ("license_id","info_widget_image_id") REFERENCES "public"."info_widget_images"("license_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "info_widget_images_license_idx" ON "info_widget_images" USING btree ("license_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permission_templates_license_role_uq" ON "permission_templates" USING btree ("license_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "detail_sets_one_standard_uq" ON "detail_sets" USING btree ("license_id") WHERE is_standard;