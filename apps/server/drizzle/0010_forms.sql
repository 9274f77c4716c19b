-- Forms (issue 10): form products (a licence's form definitions) and form risks (one member's filling-in, versioned).
-- Hand-reviewed after drizzle-kit generate: the SET NULL action names its column (as in 0009), so that deleting a
-- process never nulls license_id.
CREATE TABLE "form_products" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"start_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_products_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_risks" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"process_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transferred_at" timestamp with time zone,
	CONSTRAINT "form_risks_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_products" ADD CONSTRAINT "form_products_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risks" ADD CONSTRAINT "form_risks_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risks" ADD CONSTRAINT "form_risks_product_id_fk" FOREIGN KEY ("license_id","product_id") REFERENCES "public"."form_products"("license_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risks" ADD CONSTRAINT "form_risks_owner_fk" FOREIGN KEY ("license_id","owner_user_id") REFERENCES "public"."memberships"("license_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risks" ADD CONSTRAINT "form_risks_process_id_fk" FOREIGN KEY ("license_id","process_id") REFERENCES "public"."processes"("license_id","id") ON DELETE SET NULL ("process_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_products_license_name_uq" ON "form_products" USING btree ("license_id","name");--> statement-breakpoint
CREATE INDEX "form_risks_license_owner_idx" ON "form_risks" USING btree ("license_id","owner_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "form_risks_license_product_idx" ON "form_risks" USING btree ("license_id","product_id");