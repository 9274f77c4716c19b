-- Portfolio analysis (issue 14): indexes for new business, Storno and claims per period, and the table that keeps answers a few minutes.
CREATE TABLE "portfolio_analysis_cache" (
	"license_id" text NOT NULL,
	"scope_key" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "portfolio_analysis_cache_pkey" PRIMARY KEY("license_id","scope_key","period_from","period_to")
);
--> statement-breakpoint
ALTER TABLE "portfolio_analysis_cache" ADD CONSTRAINT "portfolio_analysis_cache_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_analysis_meldungtag_idx" ON "claims" USING btree ("license_id","meldungtag","sparte","draft","abschlusstag","customer_id");--> statement-breakpoint
CREATE INDEX "contracts_analysis_begin_idx" ON "contracts" USING btree ("license_id","vertragsbeginn","computed_status","entwurf","zahlweise","waehrung","bruttopraemie","customer_id","intermediary_id");--> statement-breakpoint
CREATE INDEX "contracts_analysis_storno_idx" ON "contracts" USING btree ("license_id","wirksam_bis","zahlweise","waehrung","bruttopraemie","customer_id","intermediary_id") WHERE storno;