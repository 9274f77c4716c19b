-- Contract detail (issue 13): Sicherungsscheine, customer settlements (Kundenabrechnung), premium-free periods and the customer flag VWFS_AUFPARTNER.
CREATE TABLE "contract_premium_free_periods" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"von" date,
	"bis" date,
	CONSTRAINT "contract_premium_free_periods_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_settlements" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"belegnummer" text,
	"faelligkeit" date,
	"soll" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "customer_settlements_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
CREATE TABLE "security_certificates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"art" text,
	"nummer" text,
	"aktenzeichen" text,
	"scheindatum" date,
	"gueltig_ab" date,
	"gueltig_bis" date,
	"wert" numeric(14, 2),
	"extra_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra_titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "security_certificates_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vwfs_aufpartner" text;--> statement-breakpoint
ALTER TABLE "contract_premium_free_periods" ADD CONSTRAINT "contract_premium_free_periods_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_premium_free_periods" ADD CONSTRAINT "contract_premium_free_periods_contract_id_fk" FOREIGN KEY ("license_id","contract_id") REFERENCES "public"."contracts"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_settlements" ADD CONSTRAINT "customer_settlements_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_settlements" ADD CONSTRAINT "customer_settlements_customer_id_fk" FOREIGN KEY ("license_id","customer_id") REFERENCES "public"."customers"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_certificates" ADD CONSTRAINT "security_certificates_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_certificates" ADD CONSTRAINT "security_certificates_contract_id_fk" FOREIGN KEY ("license_id","contract_id") REFERENCES "public"."contracts"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_premium_free_periods_license_contract_idx" ON "contract_premium_free_periods" USING btree ("license_id","contract_id");--> statement-breakpoint
CREATE INDEX "customer_settlements_license_customer_idx" ON "customer_settlements" USING btree ("license_id","customer_id");--> statement-breakpoint
CREATE INDEX "security_certificates_license_contract_idx" ON "security_certificates" USING btree ("license_id","contract_id");