/**
 * Demo eVB numbers (issue 14): every seeded motor contract's vehicle was registered with an eVB number, which its line
 * data carry (evbNummer); the eVB list holds it as issued a few days before the registration date (or the seed's day). One set-based
 * statement, so that it scales with the contracts; ids and dates derive from the line data (deterministic).
 */
import { sql } from 'drizzle-orm';
import type { Inserter } from './insert.js';

export async function seedEvbNumbers(tx: Inserter, licenseId: string, refDate: Date): Promise<number> {
  const today = refDate.toISOString().slice(0, 10);
  // Issued a few days before the registration, and never after the seed's day (some registrations lie ahead).
  const issued = sql`least((l.data->>'zulassungsdatum')::date, ${today}::date) - (1 + get_byte(decode(md5(l.id::text), 'hex'), 0) % 14)`;
  const result = (await tx.execute(sql`
    insert into evb_numbers (id, license_id, contract_id, evb_nummer, verwendungszweck, vb_art, ausgestellt, created_at)
    select md5(l.license_id || ':evb:' || l.id::text)::uuid, l.license_id, l.contract_id, l.data->>'evbNummer',
      case when l.data->>'kennzeichenart' = 'Saisonkennzeichen' then 'Saisonkennzeichen' else 'Neuzulassung' end,
      'Kfz-Haftpflicht',
      ${issued},
      (${issued})::timestamptz
    from contract_line_data l
    where l.license_id = ${licenseId} and l.typ in ('KOMPAKTKRAFT', 'EUROMOBIL')
      and l.data->>'evbNummer' ~ '^[A-Z0-9]{7}$' and l.data->>'zulassungsdatum' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
    on conflict do nothing`)) as unknown as { affectedRows?: number; rowCount?: number | null };
  return result.affectedRows ?? result.rowCount ?? 0;
}
