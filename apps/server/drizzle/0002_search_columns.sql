ALTER TABLE "claims" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_fold(nummer_makler || ' ' || coalesce(nummer_vu, ''))) STORED;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_fold(vertragsnr)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_fold(kundenname || ' ' || amsidnr || ' ' || coalesce(ort, ''))) STORED;--> statement-breakpoint
CREATE INDEX "claims_search_trgm_idx" ON "claims" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);