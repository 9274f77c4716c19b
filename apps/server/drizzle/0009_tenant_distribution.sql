-- Ready for Citus (issue 9): every tenant table is keyed by (license_id, id), its unique indexes lead with
-- license_id, and its references to other tenant tables are (license_id, x_id) → (license_id, id), so that the
-- schema can be distributed by license_id (docs/operations.md). Hand-reviewed after drizzle-kit generate:
--  * the old primary keys are dropped by their PostgreSQL names (<table>_pkey), after the foreign keys that use them;
--  * SET NULL actions name their column (PostgreSQL 15+: SET NULL (x_id)), so that deleting a parent never tries
--    to null license_id (drizzle-kit cannot write the column list; its snapshot records plain "set null");
--  * adding a composite foreign key fails, rolling the migration back, if a row refers to a parent of another
--    licence: such data is a tenant-isolation bug that must be repaired by hand, never silently dropped.
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "claims" DROP CONSTRAINT "claims_contract_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "claims" DROP CONSTRAINT "claims_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "contract_line_data" DROP CONSTRAINT "contract_line_data_contract_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_intermediary_id_intermediaries_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_notes" DROP CONSTRAINT "customer_notes_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_intermediary_id_intermediaries_id_fk";
--> statement-breakpoint
ALTER TABLE "detail_set_definitions" DROP CONSTRAINT "detail_set_definitions_set_id_detail_sets_id_fk";
--> statement-breakpoint
ALTER TABLE "detail_set_definitions" DROP CONSTRAINT "detail_set_definitions_definition_id_detail_definitions_id_fk";
--> statement-breakpoint
ALTER TABLE "document_tags" DROP CONSTRAINT "document_tags_document_id_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "document_tags" DROP CONSTRAINT "document_tags_tag_id_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_contract_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_claim_id_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_process_id_processes_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_intermediary_id_intermediaries_id_fk";
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_process_id_processes_id_fk";
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_contract_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "process_files" DROP CONSTRAINT "process_files_process_id_processes_id_fk";
--> statement-breakpoint
ALTER TABLE "process_files" DROP CONSTRAINT "process_files_message_id_process_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "process_files" DROP CONSTRAINT "process_files_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "process_messages" DROP CONSTRAINT "process_messages_process_id_processes_id_fk";
--> statement-breakpoint
ALTER TABLE "processes" DROP CONSTRAINT "processes_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "processes" DROP CONSTRAINT "processes_contract_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "processes" DROP CONSTRAINT "processes_claim_id_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "processes" DROP CONSTRAINT "processes_intermediary_id_intermediaries_id_fk";
--> statement-breakpoint
DROP INDEX "files_storage_key_uq";--> statement-breakpoint
DROP INDEX "processes_access_token_uq";--> statement-breakpoint
ALTER TABLE "detail_set_definitions" DROP CONSTRAINT "detail_set_definitions_set_id_definition_id_pk";--> statement-breakpoint
ALTER TABLE "document_tags" DROP CONSTRAINT "document_tags_document_id_tag_id_pk";--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_pkey";--> statement-breakpoint
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_pkey";--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_pkey";--> statement-breakpoint
ALTER TABLE "cards" DROP CONSTRAINT "cards_pkey";--> statement-breakpoint
ALTER TABLE "claims" DROP CONSTRAINT "claims_pkey";--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_pkey";--> statement-breakpoint
ALTER TABLE "contract_line_data" DROP CONSTRAINT "contract_line_data_pkey";--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_pkey";--> statement-breakpoint
ALTER TABLE "customer_notes" DROP CONSTRAINT "customer_notes_pkey";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey";--> statement-breakpoint
ALTER TABLE "detail_definitions" DROP CONSTRAINT "detail_definitions_pkey";--> statement-breakpoint
ALTER TABLE "detail_sets" DROP CONSTRAINT "detail_sets_pkey";--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_pkey";--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_pkey";--> statement-breakpoint
ALTER TABLE "intermediaries" DROP CONSTRAINT "intermediaries_pkey";--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_pkey";--> statement-breakpoint
ALTER TABLE "process_files" DROP CONSTRAINT "process_files_pkey";--> statement-breakpoint
ALTER TABLE "process_messages" DROP CONSTRAINT "process_messages_pkey";--> statement-breakpoint
ALTER TABLE "processes" DROP CONSTRAINT "processes_pkey";--> statement-breakpoint
ALTER TABLE "tags" DROP CONSTRAINT "tags_pkey";--> statement-breakpoint
ALTER TABLE "zip_requests" DROP CONSTRAINT "zip_requests_pkey";--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "contract_line_data" ADD CONSTRAINT "contract_line_data_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "detail_definitions" ADD CONSTRAINT "detail_definitions_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "detail_set_definitions" ADD CONSTRAINT "detail_set_definitions_license_id_set_id_definition_id_pk" PRIMARY KEY("license_id","set_id","definition_id");--> statement-breakpoint
ALTER TABLE "detail_sets" ADD CONSTRAINT "detail_sets_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "document_tags" ADD CONSTRAINT "document_tags_license_id_document_id_tag_id_pk" PRIMARY KEY("license_id","document_id","tag_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "intermediaries" ADD CONSTRAINT "intermediaries_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "process_files" ADD CONSTRAINT "process_files_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "process_messages" ADD CONSTRAINT "process_messages_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "zip_requests" ADD CONSTRAINT "zip_requests_pkey" PRIMARY KEY("license_id","id");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_fk" FOREIGN KEY ("license_id","customer_id") REFERENCES "public"."customers"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_contract_id_fk" FOREIGN KEY ("license_id","contract_id") REFERENCES "public"."contracts"("license_id","id") ON DELETE SET NULL ("contract_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_fk" FOREIGN KEY ("license_id","customer_id") REFERENCES "public"."customers"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_line_data" ADD CONSTRAINT "contract_line_data_contract_id_fk" FOREIGN KEY ("license_id","contract_id") REFERENCES "public"."contracts"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_fk" FOREIGN KEY ("license_id","customer_id") REFERENCES "public"."customers"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_fk" FOREIGN KEY ("license_id","company_id") REFERENCES "public"."companies"("license_id","id") ON DELETE SET NULL ("company_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_intermediary_id_fk" FOREIGN KEY ("license_id","intermediary_id") REFERENCES "public"."intermediaries"("license_id","id") ON DELETE SET NULL ("intermediary_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_fk" FOREIGN KEY ("license_id","customer_id") REFERENCES "public"."customers"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_intermediary_id_fk" FOREIGN KEY ("license_id","intermediary_id") REFERENCES "public"."intermediaries"("license_id","id") ON DELETE SET NULL ("intermediary_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_set_definitions" ADD CONSTRAINT "detail_set_definitions_set_id_fk" FOREIGN KEY ("license_id","set_id") REFERENCES "public"."detail_sets"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_set_definitions" ADD CONSTRAINT "detail_set_definitions_definition_id_fk" FOREIGN KEY ("license_id","definition_id") REFERENCES "public"."detail_definitions"("license_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_tags" ADD CONSTRAINT "document_tags_document_id_fk" FOREIGN KEY ("license_id","document_id") REFERENCES "public"."documents"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_tags" ADD CONSTRAINT "document_tags_tag_id_fk" FOREIGN KEY ("license_id","tag_id") REFERENCES "public"."tags"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_fk" FOREIGN KEY ("license_id","file_id") REFERENCES "public"."files"("license_id","id") ON DELETE SET NULL ("file_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_fk" FOREIGN KEY ("license_id","customer_id") REFERENCES "public"."customers"("license_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_contract_id_fk" FOREIGN KEY ("license_id","contract_id") REFERENCES "public"."contracts"("license_id","id") ON DELETE SET NULL ("contract_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_claim_id_fk" FOREIGN KEY ("license_id","claim_id") REFERENCES "public"."claims"("license_id","id") ON DELETE SET NULL ("claim_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_process_id_fk" FOREIGN KEY ("license_id","process_id") REFERENCES "public"."processes"("license_id","id") ON DELETE SET NULL ("process_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_intermediary_id_fk" FOREIGN KEY ("license_id","intermediary_id") REFERENCES "public"."intermediaries"("license_id","id") ON DELETE SET NULL ("intermediary_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_process_id_fk" FOREIGN KEY ("license_id","process_id") REFERENCES "public"."processes"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_fk" FOREIGN KEY ("license_id","customer_id") REFERENCES "public"."customers"("license_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_contract_id_fk" FOREIGN KEY ("license_id","contract_id") REFERENCES "public"."contracts"("license_id","id") ON DELETE SET NULL ("contract_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_files" ADD CONSTRAINT "process_files_process_id_fk" FOREIGN KEY ("license_id","process_id") REFERENCES "public"."processes"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_files" ADD CONSTRAINT "process_files_message_id_fk" FOREIGN KEY ("license_id","message_id") REFERENCES "public"."process_messages"("license_id","id") ON DELETE SET NULL ("message_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_files" ADD CONSTRAINT "process_files_file_id_fk" FOREIGN KEY ("license_id","file_id") REFERENCES "public"."files"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_messages" ADD CONSTRAINT "process_messages_process_id_fk" FOREIGN KEY ("license_id","process_id") REFERENCES "public"."processes"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_customer_id_fk" FOREIGN KEY ("license_id","customer_id") REFERENCES "public"."customers"("license_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_contract_id_fk" FOREIGN KEY ("license_id","contract_id") REFERENCES "public"."contracts"("license_id","id") ON DELETE SET NULL ("contract_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_claim_id_fk" FOREIGN KEY ("license_id","claim_id") REFERENCES "public"."claims"("license_id","id") ON DELETE SET NULL ("claim_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_intermediary_id_fk" FOREIGN KEY ("license_id","intermediary_id") REFERENCES "public"."intermediaries"("license_id","id") ON DELETE SET NULL ("intermediary_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_license_storage_key_uq" ON "files" USING btree ("license_id","storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "processes_license_access_token_uq" ON "processes" USING btree ("license_id","access_token");