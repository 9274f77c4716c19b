-- Employee invite (issue 14): invited members restricted to assigned customers, their customers and one-time invitation links.
CREATE TABLE "employee_invites" (
	"license_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by_user_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_invites_license_id_user_id_pk" PRIMARY KEY("license_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "membership_customers" (
	"license_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "membership_customers_license_id_user_id_customer_id_pk" PRIMARY KEY("license_id","user_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "assigned_customers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_invites" ADD CONSTRAINT "employee_invites_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invites" ADD CONSTRAINT "employee_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invites" ADD CONSTRAINT "employee_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_customers" ADD CONSTRAINT "membership_customers_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_customers" ADD CONSTRAINT "membership_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_customers" ADD CONSTRAINT "membership_customers_customer_id_fk" FOREIGN KEY ("license_id","customer_id") REFERENCES "public"."customers"("license_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_customers" ADD CONSTRAINT "membership_customers_membership_fk" FOREIGN KEY ("license_id","user_id") REFERENCES "public"."memberships"("license_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_invites_token_idx" ON "employee_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "membership_customers_customer_idx" ON "membership_customers" USING btree ("license_id","customer_id");