-- Quote start (issue 14): the external calculation products of a licence, with their mapping, hand-over URL and signing secret.
CREATE TABLE "quote_products" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"headline" text NOT NULL,
	"cc_product_id" text NOT NULL,
	"slug" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"object_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handover_url" text NOT NULL,
	"secret" text NOT NULL,
	"secret_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_products_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
ALTER TABLE "quote_products" ADD CONSTRAINT "quote_products_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_products_cc_product_uq" ON "quote_products" USING btree ("license_id","cc_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_products_slug_uq" ON "quote_products" USING btree ("license_id","slug");