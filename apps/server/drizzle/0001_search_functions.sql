-- Trigram search and a folding function so that Müller, MÜLLER and Mueller find each other.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$
  SELECT replace(replace(replace(replace(replace(replace(replace(lower(input),
    'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'é', 'e'), 'è', 'e'), 'á', 'a')
$$;
