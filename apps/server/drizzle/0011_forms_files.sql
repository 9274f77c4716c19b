-- Forms (issue 10): files uploaded into a form risk. The file itself is a row of "files" (as process attachments),
-- so that the transfer attaches it to the process without a copy; the link goes with the risk.
CREATE TABLE "form_risk_files" (
	"license_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"risk_id" uuid NOT NULL,
	"control_name" text,
	"uploaded_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_risk_files_pkey" PRIMARY KEY("license_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "form_risk_files" ADD CONSTRAINT "form_risk_files_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risk_files" ADD CONSTRAINT "form_risk_files_file_id_fk" FOREIGN KEY ("license_id","file_id") REFERENCES "public"."files"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risk_files" ADD CONSTRAINT "form_risk_files_risk_id_fk" FOREIGN KEY ("license_id","risk_id") REFERENCES "public"."form_risks"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_risk_files_license_risk_idx" ON "form_risk_files" USING btree ("license_id","risk_id","created_at");