-- PDF templates of the report cards and the report PDFs rendered from them (issue 13).
CREATE TABLE "pdf_renderings" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" uuid,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_renderings_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
CREATE TABLE "pdf_templates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"name" text NOT NULL,
	"context" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_templates_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
ALTER TABLE "pdf_renderings" ADD CONSTRAINT "pdf_renderings_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_renderings" ADD CONSTRAINT "pdf_renderings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_renderings" ADD CONSTRAINT "pdf_renderings_template_id_fk" FOREIGN KEY ("license_id","template_id") REFERENCES "public"."pdf_templates"("license_id","id") ON DELETE SET NULL ("template_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_templates" ADD CONSTRAINT "pdf_templates_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_renderings_license_user_idx" ON "pdf_renderings" USING btree ("license_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "pdf_templates_license_name_idx" ON "pdf_templates" USING btree ("license_id","name");