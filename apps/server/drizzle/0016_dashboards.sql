-- Dashboards (issue 12): per-user custom data (the box layout BoxContent_V{n}) and the licence's end-user dashboard appearance.
CREATE TABLE "custom_data" (
	"user_id" uuid NOT NULL,
	"license_id" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_data_pkey" PRIMARY KEY("license_id","user_id","key")
);
--> statement-breakpoint
CREATE TABLE "end_user_appearance" (
	"license_id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_data" ADD CONSTRAINT "custom_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_data" ADD CONSTRAINT "custom_data_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_user_appearance" ADD CONSTRAINT "end_user_appearance_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;