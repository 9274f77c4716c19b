ALTER TABLE "licenses" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "login_attempts_email_ip_at_idx" ON "login_attempts" USING btree ("email","ip","at");