DROP INDEX "contracts_license_sparte_idx";--> statement-breakpoint
DROP INDEX "contracts_license_vertragsnr_idx";--> statement-breakpoint
CREATE INDEX "contracts_license_sparte_vertragsnr_idx" ON "contracts" USING btree ("license_id","sparte","vertragsnr","id");--> statement-breakpoint
CREATE INDEX "contracts_license_vertragsnr_idx" ON "contracts" USING btree ("license_id","vertragsnr","id");