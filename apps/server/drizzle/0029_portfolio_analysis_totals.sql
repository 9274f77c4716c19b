-- Running totals of the portfolio analysis (issue 14): per licence and intermediary audience; filled here from the existing contracts and claims (the statement of totals.ts backfillStatement).
CREATE TABLE "portfolio_analysis_totals" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"audience" text NOT NULL,
	"kind" text NOT NULL,
	"day" date,
	"sparte" text,
	"company_id" uuid,
	"n" integer NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"premium" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "portfolio_analysis_totals_pkey" PRIMARY KEY("license_id","id"),
	CONSTRAINT "portfolio_analysis_totals_key" UNIQUE NULLS NOT DISTINCT("license_id","audience","kind","day","sparte","company_id")
);
--> statement-breakpoint
ALTER TABLE "portfolio_analysis_totals" ADD CONSTRAINT "portfolio_analysis_totals_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
insert into "portfolio_analysis_totals" (license_id, audience, kind, day, sparte, company_id, n, closed, premium)
    select s.* from licenses l cross join lateral (
    select l.id as license_id, audience, kind, day, sparte, company_id,
           1 * count(*)::int as n, 1 * sum(closed)::int as closed, 1 * coalesce(sum(premium), 0)::numeric(18, 2) as premium
    from (
    select a.audience, k.kind, k.day, f.sparte, f.company_id, f.closed, f.premium
    from (
      select "contracts"."intermediary_id"::text as c_int, "customers"."intermediary_id"::text as k_int, x.kind, x.day, x.sparte, x.company_id, 0 as closed, x.premium
      from "contracts"
      left join "customers" on "customers"."license_id" = "contracts"."license_id" and "customers"."id" = "contracts"."customer_id"
      cross join lateral (
        select 'stock'::text as kind, null::date as day, "contracts"."sparte" as sparte, "contracts"."company_id" as company_id, case when "contracts"."waehrung" <> 'EUR' then 0 else coalesce("contracts"."bruttopraemie", 0) * case "contracts"."zahlweise" when 'jährlich' then 1 when 'halbjährlich' then 2 when 'vierteljährlich' then 4 when 'monatlich' then 12 else 1 end end as premium
          where "contracts"."computed_status" in ('Police', 'Police extern', 'Fremdteil', 'Eigen') and not "contracts"."storno" and not "contracts"."entwurf" and "contracts"."active"
        union all
        select 'new', "contracts"."vertragsbeginn", null, null, case when "contracts"."waehrung" <> 'EUR' then 0 else coalesce("contracts"."bruttopraemie", 0) * case "contracts"."zahlweise" when 'jährlich' then 1 when 'halbjährlich' then 2 when 'vierteljährlich' then 4 when 'monatlich' then 12 else 1 end end
          where "contracts"."computed_status" in ('Police', 'Police extern', 'Fremdteil', 'Eigen') and not "contracts"."entwurf" and "contracts"."vertragsbeginn" is not null
        union all
        select 'storno', "contracts"."wirksam_bis", null, null, case when "contracts"."waehrung" <> 'EUR' then 0 else coalesce("contracts"."bruttopraemie", 0) * case "contracts"."zahlweise" when 'jährlich' then 1 when 'halbjährlich' then 2 when 'vierteljährlich' then 4 when 'monatlich' then 12 else 1 end end
          where "contracts"."storno" and "contracts"."wirksam_bis" is not null
      ) x
      where "contracts"."license_id" = l.id and true
      union all
      select null, "customers"."intermediary_id"::text, 'claim', "claims"."meldungtag", "claims"."sparte", null::uuid,
             case when "claims"."abschlusstag" is null then 0 else 1 end, 0
      from "claims"
      left join "customers" on "customers"."license_id" = "claims"."license_id" and "customers"."id" = "claims"."customer_id"
      where "claims"."license_id" = l.id and not "claims"."draft" and "claims"."meldungtag" is not null and true
    ) f
    cross join lateral unnest(array_remove(array['*'::text, f.c_int, case when f.k_int is distinct from f.c_int then f.k_int end], null)) as a(audience)
    -- Dated facts count twice: on their day, and on the first of their month (kind_m), so a period reads whole months
    -- from a dozen monthly rows and only its partial edge months day by day.
    cross join lateral (select f.kind, f.day union all select f.kind || '_m', date_trunc('month', f.day)::date where f.day is not null) as k(kind, day)) g
    group by audience, kind, day, sparte, company_id) s
;
