CREATE TABLE "portfolio_analysis_totals" (
	"license_id" text NOT NULL,
	"audience" text NOT NULL,
	"kind" text NOT NULL,
	"day" date,
	"sparte" text,
	"company_id" uuid,
	"n" integer NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"premium" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "portfolio_analysis_totals_key" UNIQUE NULLS NOT DISTINCT("license_id","audience","kind","day","sparte","company_id")
);
--> statement-breakpoint
ALTER TABLE "portfolio_analysis_totals" ADD CONSTRAINT "portfolio_analysis_totals_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;