-- Card view administration (issue 12): the licence's card config with the admins' draft, card backups, and card groups (cards.parent_id).
CREATE TABLE "card_backups" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"view" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_backups_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
CREATE TABLE "card_configs" (
	"license_id" text PRIMARY KEY NOT NULL,
	"custom" boolean DEFAULT true NOT NULL,
	"draft" jsonb,
	"draft_updated_at" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "card_backups" ADD CONSTRAINT "card_backups_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_backups" ADD CONSTRAINT "card_backups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_configs" ADD CONSTRAINT "card_configs_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_backups_license_idx" ON "card_backups" USING btree ("license_id","created_at");