-- Content pages (issue 14): the /content/{id} pages of a licence, and the contract indexes risk management reads.
CREATE TABLE "content_pages" (
	"license_id" text NOT NULL,
	"slug" text NOT NULL,
	"titel" text NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"zielgruppe" text DEFAULT 'ALLE' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_pkey" PRIMARY KEY("license_id","slug")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pages_license_order_idx" ON "content_pages" USING btree ("license_id","sort_order","titel");--> statement-breakpoint
CREATE INDEX "contracts_license_ablauf_idx" ON "contracts" USING btree ("license_id","vertragsablauf","id");--> statement-breakpoint
CREATE INDEX "contracts_license_beratung_idx" ON "contracts" USING btree ("license_id","id") WHERE beratung_erforderlich;