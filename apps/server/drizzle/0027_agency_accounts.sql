-- The intermediary's account for the agency pages (spec 000 §2.9 company element): firm or person, address, phone, e-mail.
ALTER TABLE "intermediaries" ADD COLUMN "zuordnung" text DEFAULT 'FIRMA' NOT NULL;--> statement-breakpoint
ALTER TABLE "intermediaries" ADD COLUMN "strasse" text;--> statement-breakpoint
ALTER TABLE "intermediaries" ADD COLUMN "plz" text;--> statement-breakpoint
ALTER TABLE "intermediaries" ADD COLUMN "ort" text;--> statement-breakpoint
ALTER TABLE "intermediaries" ADD COLUMN "telefon" text;--> statement-breakpoint
ALTER TABLE "intermediaries" ADD COLUMN "email" text;--> statement-breakpoint
-- Intermediaries whose third name line is 'postcode town' (the seed's until now) get them as their address.
UPDATE "intermediaries" SET "plz" = substring("name3" from '^([0-9]{5}) '), "ort" = substring("name3" from '^[0-9]{5} (.+)$') WHERE "name3" ~ '^[0-9]{5} ';
