CREATE INDEX "claims_license_created_idx" ON "claims" USING btree ("license_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_license_created_idx" ON "customers" USING btree ("license_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_license_folder_idx" ON "documents" USING btree ("license_id","folder");--> statement-breakpoint
CREATE INDEX "intermediaries_license_created_idx" ON "intermediaries" USING btree ("license_id","created_at","id");--> statement-breakpoint
CREATE INDEX "processes_license_contract_idx" ON "processes" USING btree ("license_id","contract_id");--> statement-breakpoint
CREATE INDEX "processes_license_claim_idx" ON "processes" USING btree ("license_id","claim_id");