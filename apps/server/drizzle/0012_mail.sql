-- Mail (issue 11): the dev outbox keeps sender, reply-to and what was attached, and is listed per licence newest
-- first; scheduled reminder mails (platform/mail/reminders.ts), scanned by next_at among the rows still running.
CREATE TABLE "mail_reminders" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"license_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"to" text NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"interval_seconds" integer NOT NULL,
	"until" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_reminders_pkey" PRIMARY KEY("license_id","id")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_reminders" ADD CONSTRAINT "mail_reminders_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_reminders_due_idx" ON "mail_reminders" USING btree ("next_at") WHERE cancelled_at is null and finished_at is null;--> statement-breakpoint
CREATE INDEX "mail_reminders_ref_idx" ON "mail_reminders" USING btree ("license_id","kind","ref_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_license_created_idx" ON "mail_outbox" USING btree ("license_id","created_at");