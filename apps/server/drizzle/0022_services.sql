-- Services (issue 13): the service (/meldung/*) a form product runs, one form per service key and licence.
ALTER TABLE "form_products" ADD COLUMN "service_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "form_products_license_service_uq" ON "form_products" USING btree ("license_id","service_key");