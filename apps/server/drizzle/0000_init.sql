CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_id" text NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"customer_id" uuid,
	"zuordnung" text DEFAULT 'PRIVAT' NOT NULL,
	"kontaktname" text,
	"nachname" text,
	"adresszeile1" text,
	"strasse" text,
	"plz" text,
	"ort" text,
	"land" text DEFAULT 'DE' NOT NULL,
	"telefon1" text,
	"mobil" text,
	"email" text,
	"geburtstag" date,
	"private_address" boolean DEFAULT false NOT NULL,
	"business_address" boolean DEFAULT false NOT NULL,
	"is_object" boolean DEFAULT false NOT NULL,
	"object_number" text,
	"risk_sum" numeric(14, 2),
	"valid_from" date,
	"valid_to" date,
	"object_fields" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"kuerzel" text NOT NULL,
	"bezeichnung" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"contract_id" uuid,
	"customer_id" uuid,
	"nummer_makler" text NOT NULL,
	"nummer_vu" text,
	"schadenstatus" text NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"schaden_zeitpunkt" timestamp with time zone,
	"meldungtag" date,
	"abschlusstag" date,
	"schadenhoehe" numeric(14, 2),
	"waehrung" text DEFAULT 'EUR' NOT NULL,
	"schadenart" text,
	"schadenort" text,
	"hergang" text,
	"headline" text,
	"sparte" text,
	"kunden_status" text,
	"approval_pending" boolean DEFAULT false NOT NULL,
	"reporter_user_id" uuid,
	"fin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"suchname" text NOT NULL,
	"zuordnung" text DEFAULT 'FIRMA' NOT NULL,
	"strasse" text,
	"plz" text,
	"ort" text,
	"telefon1" text,
	"telefon2" text,
	"email" text,
	"status" text,
	"matchcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_line_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"typ" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"vertragsnr" text NOT NULL,
	"typ" text NOT NULL,
	"status" text NOT NULL,
	"computed_status" text NOT NULL,
	"statusgrund" text,
	"produkt" text,
	"sparte" text,
	"company_id" uuid,
	"intermediary_id" uuid,
	"abschlussvermittler" text,
	"abschlussvermittler_name" text,
	"zahlweise" text,
	"abbuchung" boolean DEFAULT false NOT NULL,
	"bruttopraemie" numeric(14, 2),
	"praemie_netto" numeric(14, 2),
	"waehrung" text DEFAULT 'EUR' NOT NULL,
	"wirksam_ab" date,
	"wirksam_bis" date,
	"vertragsbeginn" date,
	"vertragsablauf" date,
	"angebotsdatum" date,
	"risiko_allgemein" text,
	"beratung_erforderlich" boolean DEFAULT false NOT NULL,
	"beratungsgebiet" text,
	"abrechenbar" boolean DEFAULT false NOT NULL,
	"sammelvertrag" boolean DEFAULT false NOT NULL,
	"parent_id" uuid,
	"sammelvertragsnr" text,
	"lokalpolice" boolean DEFAULT false NOT NULL,
	"entwurf" boolean DEFAULT false NOT NULL,
	"storno" boolean DEFAULT false NOT NULL,
	"inkasso_status" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_synchronisation" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"read_at" timestamp with time zone,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synchronisation" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"amsidnr" text NOT NULL,
	"kundenname" text NOT NULL,
	"vorname" text,
	"nachname" text,
	"zuordnung" text DEFAULT 'PRIVAT' NOT NULL,
	"strasse" text,
	"plz" text,
	"ort" text,
	"land" text DEFAULT 'DE' NOT NULL,
	"kundenverbindung" text,
	"geburtstag" date,
	"email_privat" text,
	"telefon_privat" text,
	"email_geschaeftlich" text,
	"telefon_geschaeftlich" text,
	"intermediary_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"last_synchronisation" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_tags" (
	"license_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "document_tags_document_id_tag_id_pk" PRIMARY KEY("document_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"titel" text NOT NULL,
	"brieftyp" text NOT NULL,
	"folder" text,
	"erstellt" timestamp with time zone DEFAULT now() NOT NULL,
	"bearbeitet" timestamp with time zone,
	"read_at" timestamp with time zone,
	"has_been_uploaded" boolean DEFAULT false NOT NULL,
	"waehrung" text DEFAULT 'EUR' NOT NULL,
	"key" text,
	"file_id" uuid,
	"customer_id" uuid,
	"contract_id" uuid,
	"claim_id" uuid,
	"process_id" uuid,
	"intermediary_id" uuid,
	"is_service" boolean DEFAULT false NOT NULL,
	"is_synced" boolean DEFAULT true NOT NULL,
	"is_stock" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intermediaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name2" text,
	"name3" text,
	"amsidnr" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"families" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"appearance" jsonb NOT NULL,
	"footer_links" jsonb NOT NULL,
	"logo_url" text,
	"custom_domain" text,
	"has_custom_css" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" uuid NOT NULL,
	"license_id" text NOT NULL,
	"role" text NOT NULL,
	"preset" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"customer_id" uuid,
	"intermediary_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_id_license_id_pk" PRIMARY KEY("user_id","license_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"process_id" uuid,
	"customer_id" uuid,
	"contract_id" uuid,
	"status" text NOT NULL,
	"produkt" text,
	"praemie" numeric(14, 2),
	"waehrung" text DEFAULT 'EUR' NOT NULL,
	"anschrift" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"process_id" uuid NOT NULL,
	"message_id" uuid,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"process_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"from_makler" boolean DEFAULT true NOT NULL,
	"type" text DEFAULT 'Info' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"headline" text NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"read_at" timestamp with time zone,
	"kunden_status" text DEFAULT 'Offen' NOT NULL,
	"required_action" text DEFAULT 'none' NOT NULL,
	"dirty" boolean DEFAULT false NOT NULL,
	"is_alert" boolean DEFAULT false NOT NULL,
	"direction" text DEFAULT 'in' NOT NULL,
	"customer_id" uuid,
	"contract_id" uuid,
	"claim_id" uuid,
	"intermediary_id" uuid,
	"access_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "tag_subscriptions" (
	"license_id" text PRIMARY KEY NOT NULL,
	"allow_all" boolean DEFAULT true NOT NULL,
	"allowed_tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"name" text NOT NULL,
	"matchcode" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid NOT NULL,
	"license_id" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_user_id_license_id_pk" PRIMARY KEY("user_id","license_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country_code" text DEFAULT 'DE' NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_line_data" ADD CONSTRAINT "contract_line_data_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_line_data" ADD CONSTRAINT "contract_line_data_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_intermediary_id_intermediaries_id_fk" FOREIGN KEY ("intermediary_id") REFERENCES "public"."intermediaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_intermediary_id_intermediaries_id_fk" FOREIGN KEY ("intermediary_id") REFERENCES "public"."intermediaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_tags" ADD CONSTRAINT "document_tags_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_tags" ADD CONSTRAINT "document_tags_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_tags" ADD CONSTRAINT "document_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_intermediary_id_intermediaries_id_fk" FOREIGN KEY ("intermediary_id") REFERENCES "public"."intermediaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intermediaries" ADD CONSTRAINT "intermediaries_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_files" ADD CONSTRAINT "process_files_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_files" ADD CONSTRAINT "process_files_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_files" ADD CONSTRAINT "process_files_message_id_process_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."process_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_files" ADD CONSTRAINT "process_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_messages" ADD CONSTRAINT "process_messages_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_messages" ADD CONSTRAINT "process_messages_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_messages" ADD CONSTRAINT "process_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_intermediary_id_intermediaries_id_fk" FOREIGN KEY ("intermediary_id") REFERENCES "public"."intermediaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_subscriptions" ADD CONSTRAINT "tag_subscriptions_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_license_at_idx" ON "activity_log" USING btree ("license_id","at");--> statement-breakpoint
CREATE INDEX "addresses_license_name_idx" ON "addresses" USING btree ("license_id","kontaktname","id");--> statement-breakpoint
CREATE INDEX "addresses_license_object_idx" ON "addresses" USING btree ("license_id","is_object");--> statement-breakpoint
CREATE INDEX "addresses_license_customer_idx" ON "addresses" USING btree ("license_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_license_kuerzel_uq" ON "branches" USING btree ("license_id","kuerzel");--> statement-breakpoint
CREATE INDEX "claims_license_zeitpunkt_idx" ON "claims" USING btree ("license_id","schaden_zeitpunkt","id");--> statement-breakpoint
CREATE INDEX "claims_license_abschluss_idx" ON "claims" USING btree ("license_id","abschlusstag");--> statement-breakpoint
CREATE INDEX "claims_license_customer_idx" ON "claims" USING btree ("license_id","customer_id");--> statement-breakpoint
CREATE INDEX "claims_license_contract_idx" ON "claims" USING btree ("license_id","contract_id");--> statement-breakpoint
CREATE INDEX "claims_license_nummer_idx" ON "claims" USING btree ("license_id","nummer_makler");--> statement-breakpoint
CREATE INDEX "claims_license_reporter_idx" ON "claims" USING btree ("license_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "companies_license_suchname_idx" ON "companies" USING btree ("license_id","suchname");--> statement-breakpoint
CREATE INDEX "contract_line_data_license_contract_idx" ON "contract_line_data" USING btree ("license_id","contract_id");--> statement-breakpoint
CREATE INDEX "contracts_license_created_idx" ON "contracts" USING btree ("license_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_license_status_idx" ON "contracts" USING btree ("license_id","computed_status");--> statement-breakpoint
CREATE INDEX "contracts_license_customer_idx" ON "contracts" USING btree ("license_id","customer_id");--> statement-breakpoint
CREATE INDEX "contracts_license_vertragsnr_idx" ON "contracts" USING btree ("license_id","vertragsnr");--> statement-breakpoint
CREATE INDEX "contracts_license_sparte_idx" ON "contracts" USING btree ("license_id","sparte");--> statement-breakpoint
CREATE INDEX "contracts_license_typ_idx" ON "contracts" USING btree ("license_id","typ");--> statement-breakpoint
CREATE INDEX "contracts_license_intermediary_idx" ON "contracts" USING btree ("license_id","intermediary_id");--> statement-breakpoint
CREATE INDEX "contracts_parent_idx" ON "contracts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "customer_notes_license_customer_idx" ON "customer_notes" USING btree ("license_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_license_amsidnr_uq" ON "customers" USING btree ("license_id","amsidnr");--> statement-breakpoint
CREATE INDEX "customers_license_name_idx" ON "customers" USING btree ("license_id","kundenname","id");--> statement-breakpoint
CREATE INDEX "customers_license_plz_idx" ON "customers" USING btree ("license_id","plz");--> statement-breakpoint
CREATE INDEX "customers_license_intermediary_idx" ON "customers" USING btree ("license_id","intermediary_id");--> statement-breakpoint
CREATE INDEX "document_tags_license_tag_idx" ON "document_tags" USING btree ("license_id","tag_id");--> statement-breakpoint
CREATE INDEX "documents_license_erstellt_idx" ON "documents" USING btree ("license_id","erstellt","id");--> statement-breakpoint
CREATE INDEX "documents_license_unread_idx" ON "documents" USING btree ("license_id","erstellt") WHERE "documents"."read_at" is null;--> statement-breakpoint
CREATE INDEX "documents_license_customer_idx" ON "documents" USING btree ("license_id","customer_id");--> statement-breakpoint
CREATE INDEX "documents_license_contract_idx" ON "documents" USING btree ("license_id","contract_id");--> statement-breakpoint
CREATE INDEX "documents_license_claim_idx" ON "documents" USING btree ("license_id","claim_id");--> statement-breakpoint
CREATE INDEX "documents_license_process_idx" ON "documents" USING btree ("license_id","process_id");--> statement-breakpoint
CREATE INDEX "files_license_idx" ON "files" USING btree ("license_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_uq" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "intermediaries_license_code_uq" ON "intermediaries" USING btree ("license_id","code");--> statement-breakpoint
CREATE INDEX "intermediaries_license_name_idx" ON "intermediaries" USING btree ("license_id","name");--> statement-breakpoint
CREATE INDEX "login_attempts_email_at_idx" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "memberships_license_idx" ON "memberships" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "offers_license_created_idx" ON "offers" USING btree ("license_id","created_at","id");--> statement-breakpoint
CREATE INDEX "process_files_license_process_idx" ON "process_files" USING btree ("license_id","process_id");--> statement-breakpoint
CREATE INDEX "process_messages_license_process_idx" ON "process_messages" USING btree ("license_id","process_id","created_at");--> statement-breakpoint
CREATE INDEX "processes_license_last_idx" ON "processes" USING btree ("license_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "processes_license_customer_idx" ON "processes" USING btree ("license_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "processes_access_token_uq" ON "processes" USING btree ("access_token");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_license_matchcode_uq" ON "tags" USING btree ("license_id","matchcode");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");