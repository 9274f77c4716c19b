-- Signing (issue 11): sign requests (envelopes) with their frozen documents, signers, personal links (token hashes
-- only, kept outside the shards like sessions), the audit trail, the rate-limit attempts, and each licence's
-- sealing certificate (PKCS#12 encrypted at rest).
CREATE TABLE "license_signing_certificates" (
	"license_id" text PRIMARY KEY NOT NULL,
	"p12_encrypted" text NOT NULL,
	"passphrase_encrypted" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"certificate_sha256" text NOT NULL,
	"subject" text NOT NULL,
	"issuer" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"self_signed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_documents" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"envelope_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"source_document_id" text NOT NULL,
	"name" text NOT NULL,
	"document_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_sha256" text NOT NULL,
	"current_sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"widgets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sealed_storage_key" text,
	"sealed_sha256" text,
	"sealed_at" timestamp with time zone,
	"seal_certificate_sha256" text,
	CONSTRAINT "sign_documents_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
CREATE TABLE "sign_envelopes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"risk_id" uuid NOT NULL,
	"risk_version" integer NOT NULL,
	"form_title" text NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"link_origin" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"process_id" uuid,
	CONSTRAINT "sign_envelopes_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
CREATE TABLE "sign_events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"envelope_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"signer_id" uuid,
	"document_id" uuid,
	"user_id" uuid,
	"actor" text,
	"ip" text,
	"user_agent" text,
	"sha256_before" text,
	"sha256_after" text,
	CONSTRAINT "sign_events_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
CREATE TABLE "sign_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"license_id" text NOT NULL,
	"envelope_id" uuid NOT NULL,
	"signer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_signers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"envelope_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"field" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"xfdf" text,
	"last_mail_at" timestamp with time zone,
	CONSTRAINT "sign_signers_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
ALTER TABLE "license_signing_certificates" ADD CONSTRAINT "license_signing_certificates_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_documents" ADD CONSTRAINT "sign_documents_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_documents" ADD CONSTRAINT "sign_documents_envelope_id_fk" FOREIGN KEY ("license_id","envelope_id") REFERENCES "public"."sign_envelopes"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_envelopes" ADD CONSTRAINT "sign_envelopes_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_envelopes" ADD CONSTRAINT "sign_envelopes_risk_id_fk" FOREIGN KEY ("license_id","risk_id") REFERENCES "public"."form_risks"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_events" ADD CONSTRAINT "sign_events_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_events" ADD CONSTRAINT "sign_events_envelope_id_fk" FOREIGN KEY ("license_id","envelope_id") REFERENCES "public"."sign_envelopes"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_signers" ADD CONSTRAINT "sign_signers_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_signers" ADD CONSTRAINT "sign_signers_envelope_id_fk" FOREIGN KEY ("license_id","envelope_id") REFERENCES "public"."sign_envelopes"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_attempts_ip_kind_at_idx" ON "sign_attempts" USING btree ("ip","kind","at");--> statement-breakpoint
CREATE INDEX "sign_documents_license_envelope_idx" ON "sign_documents" USING btree ("license_id","envelope_id","position");--> statement-breakpoint
CREATE INDEX "sign_documents_sealed_sha256_idx" ON "sign_documents" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE INDEX "sign_envelopes_license_risk_idx" ON "sign_envelopes" USING btree ("license_id","risk_id","created_at");--> statement-breakpoint
CREATE INDEX "sign_events_license_envelope_idx" ON "sign_events" USING btree ("license_id","envelope_id","at");--> statement-breakpoint
CREATE INDEX "sign_links_license_signer_idx" ON "sign_links" USING btree ("license_id","signer_id");--> statement-breakpoint
CREATE INDEX "sign_signers_license_envelope_idx" ON "sign_signers" USING btree ("license_id","envelope_id","position");