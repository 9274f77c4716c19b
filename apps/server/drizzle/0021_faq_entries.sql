-- FAQ entries per licence (issue 14): question, answer and category, edited by licence admins.
CREATE TABLE "faq_entries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"kategorie" text NOT NULL,
	"frage" text NOT NULL,
	"antwort" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entries_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_license_order_idx" ON "faq_entries" USING btree ("license_id","kategorie","sort_order");