-- Quote start (issue 14): the external calculation products of a licence (mapping, hand-over URL, signing secret) and each hand-over to one.
CREATE TABLE "quote_handovers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"customer_id" uuid,
	"contract_id" uuid,
	"object_id" uuid,
	"process_id" text,
	"foreign_process_id" text,
	"auto_import" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_offer_id" uuid,
	CONSTRAINT "quote_handovers_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
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
ALTER TABLE "quote_handovers" ADD CONSTRAINT "quote_handovers_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_handovers" ADD CONSTRAINT "quote_handovers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_handovers" ADD CONSTRAINT "quote_handovers_product_id_fk" FOREIGN KEY ("license_id","product_id") REFERENCES "public"."quote_products"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_products" ADD CONSTRAINT "quote_products_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_handovers_license_created_idx" ON "quote_handovers" USING btree ("license_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_products_cc_product_uq" ON "quote_products" USING btree ("license_id","cc_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_products_slug_uq" ON "quote_products" USING btree ("license_id","slug");