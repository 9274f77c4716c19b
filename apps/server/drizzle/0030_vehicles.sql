-- Vehicles and eVB (issue 14): the issued eVB numbers of motor contracts, and indexes for the vehicle list (plate/FIN search, contract-number order).
CREATE TABLE "evb_numbers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"evb_nummer" text NOT NULL,
	"verwendungszweck" text NOT NULL,
	"vb_art" text,
	"ausgestellt" date NOT NULL,
	"document_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evb_numbers_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
ALTER TABLE "evb_numbers" ADD CONSTRAINT "evb_numbers_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evb_numbers" ADD CONSTRAINT "evb_numbers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evb_numbers" ADD CONSTRAINT "evb_numbers_contract_id_fk" FOREIGN KEY ("license_id","contract_id") REFERENCES "public"."contracts"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evb_numbers" ADD CONSTRAINT "evb_numbers_document_id_fk" FOREIGN KEY ("license_id","document_id") REFERENCES "public"."documents"("license_id","id") ON DELETE SET NULL ("document_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evb_numbers_license_number_uq" ON "evb_numbers" USING btree ("license_id","evb_nummer");--> statement-breakpoint
CREATE INDEX "evb_numbers_license_contract_idx" ON "evb_numbers" USING btree ("license_id","contract_id","ausgestellt","id");--> statement-breakpoint
CREATE INDEX "evb_numbers_license_issued_idx" ON "evb_numbers" USING btree ("license_id","ausgestellt","id");--> statement-breakpoint
CREATE INDEX "contract_line_data_vehicle_key_trgm_idx" ON "contract_line_data" USING gin ((upper(translate(coalesce("data"->>'kennzeichen', '') || '|' || coalesce("data"->>'fahrgestellnr', ''), ' -', ''))) gin_trgm_ops) WHERE "contract_line_data"."typ" in ('KOMPAKTKRAFT', 'EUROMOBIL');--> statement-breakpoint
CREATE INDEX "contracts_license_motor_vertragsnr_idx" ON "contracts" USING btree ("license_id","vertragsnr","id") WHERE "contracts"."typ" in ('KOMPAKTKRAFT', 'EUROMOBIL');