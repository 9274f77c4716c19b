-- Forms processes (issue 11): a form risk's process metadata (the record it was started for, valid-until, group,
-- creator), its receivers (own table, indexed by licence and e-mail for "the processes I receive") and a licence's
-- custom mail per form product. Hand-reviewed after drizzle-kit generate: the SET NULL actions name their column (as in
-- 0009), so that deleting a record never nulls license_id.
CREATE TABLE "form_mail_templates" (
	"license_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_mail_templates_pkey" PRIMARY KEY("license_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "form_risk_receivers" (
	"license_id" text NOT NULL,
	"risk_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_risk_receivers_pkey" PRIMARY KEY("license_id","risk_id","email")
);
--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "context_kind" text;--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "intermediary_id" uuid;--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "address_id" uuid;--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "group_name" text;--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_risks" ADD COLUMN "mail_link_origin" text;--> statement-breakpoint
ALTER TABLE "form_mail_templates" ADD CONSTRAINT "form_mail_templates_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_mail_templates" ADD CONSTRAINT "form_mail_templates_product_id_fk" FOREIGN KEY ("license_id","product_id") REFERENCES "public"."form_products"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risk_receivers" ADD CONSTRAINT "form_risk_receivers_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risk_receivers" ADD CONSTRAINT "form_risk_receivers_risk_id_fk" FOREIGN KEY ("license_id","risk_id") REFERENCES "public"."form_risks"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_risk_receivers_license_email_idx" ON "form_risk_receivers" USING btree ("license_id","email");--> statement-breakpoint
ALTER TABLE "form_risks" ADD CONSTRAINT "form_risks_customer_id_fk" FOREIGN KEY ("license_id","customer_id") REFERENCES "public"."customers"("license_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risks" ADD CONSTRAINT "form_risks_contract_id_fk" FOREIGN KEY ("license_id","contract_id") REFERENCES "public"."contracts"("license_id","id") ON DELETE SET NULL ("contract_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risks" ADD CONSTRAINT "form_risks_claim_id_fk" FOREIGN KEY ("license_id","claim_id") REFERENCES "public"."claims"("license_id","id") ON DELETE SET NULL ("claim_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risks" ADD CONSTRAINT "form_risks_intermediary_id_fk" FOREIGN KEY ("license_id","intermediary_id") REFERENCES "public"."intermediaries"("license_id","id") ON DELETE SET NULL ("intermediary_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risks" ADD CONSTRAINT "form_risks_address_id_fk" FOREIGN KEY ("license_id","address_id") REFERENCES "public"."addresses"("license_id","id") ON DELETE SET NULL ("address_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_risks_license_created_idx" ON "form_risks" USING btree ("license_id","created_at");--> statement-breakpoint
CREATE INDEX "form_risks_license_group_idx" ON "form_risks" USING btree ("license_id","group_name");