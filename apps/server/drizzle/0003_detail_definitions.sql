CREATE TABLE "detail_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"columns_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "detail_set_definitions" (
	"license_id" text NOT NULL,
	"set_id" uuid NOT NULL,
	"definition_id" uuid NOT NULL,
	CONSTRAINT "detail_set_definitions_set_id_definition_id_pk" PRIMARY KEY("set_id","definition_id")
);
--> statement-breakpoint
CREATE TABLE "detail_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"name" text NOT NULL,
	"is_standard" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "detail_definitions" ADD CONSTRAINT "detail_definitions_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_set_definitions" ADD CONSTRAINT "detail_set_definitions_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_set_definitions" ADD CONSTRAINT "detail_set_definitions_set_id_detail_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."detail_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_set_definitions" ADD CONSTRAINT "detail_set_definitions_definition_id_detail_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."detail_definitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_sets" ADD CONSTRAINT "detail_sets_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "detail_definitions_license_type_idx" ON "detail_definitions" USING btree ("license_id","type");--> statement-breakpoint
CREATE INDEX "detail_set_definitions_license_idx" ON "detail_set_definitions" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "detail_sets_license_idx" ON "detail_sets" USING btree ("license_id");