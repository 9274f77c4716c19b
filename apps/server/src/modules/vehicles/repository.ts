/**
 * The vehicle and eVB lists in SQL: the motor contracts a member may see (contractVisibility), each with the vehicle of
 * its main line-data entry and its latest eVB number; paged, sorted, searched and counted in the database.
 * Nothing from the client is spliced into SQL: sorts come from a whitelist, search text travels as parameters.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MOTOR_CONTRACT_TYPES, vehicleSearchKey, type EVB_SORTS, type VEHICLE_SORTS } from '@portal/domain';
import { contractVisibility, documentVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';
import type { Db } from '../../platform/db/client.js';
import { executeRows } from '../../platform/db/execute-rows.js';
import { containsPattern } from '../../platform/db/contains-pattern.js';

const MOTOR = sql.raw(MOTOR_CONTRACT_TYPES.map((t) => `'${t}'`).join(', '));

/** The searched vehicle key of a line-data entry; the same expression as contract_line_data_vehicle_key_trgm_idx. */
const VEHICLE_KEY = sql.raw(`upper(translate(coalesce(l.data->>'kennzeichen', '') || '|' || coalesce(l.data->>'fahrgestellnr', ''), ' -', ''))`);

export type TVehicleFilter = { q?: string; aktiv?: 'true' | 'false' };

/** Plate / FIN (line data), contract number or customer name, each through its own trigram index. */
function searchCondition(scope: TVisibilityScope, q: string | undefined): SQL | null {
  const text = q?.trim();
  if (!text) return null;
  const folded = containsPattern(text);
  const parts: SQL[] = [
    sql`contracts.search_text like portal_fold(${folded})`,
    sql`contracts.customer_id in (select c2.id from customers c2 where c2.license_id = ${scope.licenseId} and c2.search_text like portal_fold(${folded}))`,
  ];
  const key = vehicleSearchKey(text);
  if (key) {
    parts.push(
      sql`contracts.id in (select l.contract_id from contract_line_data l where l.license_id = ${scope.licenseId} and l.typ in (${MOTOR}) and ${VEHICLE_KEY} like ${containsPattern(key)})`,
    );
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

function contractConditions(scope: TVisibilityScope, filter: TVehicleFilter): SQL {
  const conditions: SQL[] = [sql`contracts.typ in (${MOTOR})`, contractVisibility(scope)];
  if (filter.aktiv === 'true') conditions.push(sql`(contracts.active and not contracts.storno)`);
  if (filter.aktiv === 'false') conditions.push(sql`not (contracts.active and not contracts.storno)`);
  const search = searchCondition(scope, filter.q);
  if (search) conditions.push(search);
  return sql.join(conditions, sql` and `);
}

/** The columns every row carries: contract, customer, vehicle (ld.data) and the eVB columns the caller joins as `e`. */
const ROW_COLUMNS = sql`
  contracts.id as contract_id, contracts.customer_id, contracts.typ, contracts.vertragsnr, contracts.active, contracts.storno,
  contracts.computed_status, customers.amsidnr, customers.kundenname, customers.strasse, customers.plz, customers.ort,
  ld.data as vehicle, e.id as evb_id, e.evb_nummer, e.verwendungszweck, e.vb_art, e.ausgestellt::text as ausgestellt, e.document_id`;

/** The main line-data entry of the motor contract (its Typ is the contract's, never a ZUS_ entry). */
const VEHICLE_JOIN = sql`left join lateral (
  select l.data from contract_line_data l
  where l.license_id = contracts.license_id and l.contract_id = contracts.id and l.typ in (${MOTOR})
  order by l.id limit 1) ld on true`;

const CUSTOMER_JOIN = sql`join customers on customers.license_id = contracts.license_id and customers.id = contracts.customer_id`;

export type TVehicleRow = {
  contract_id: string;
  customer_id: string;
  typ: string;
  vertragsnr: string;
  active: boolean;
  storno: boolean;
  computed_status: string;
  amsidnr: string;
  kundenname: string;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  vehicle: Record<string, unknown> | null;
  evb_id: string | null;
  evb_nummer: string | null;
  verwendungszweck: string | null;
  vb_art: string | null;
  ausgestellt: string | null;
  document_id: string | null;
  /** The eVB's document when the member may see it. */
  visible_document_id: string | null;
};

const VEHICLE_ORDER: Record<(typeof VEHICLE_SORTS)[number], SQL> = {
  kennzeichen: sql`upper(ld.data->>'kennzeichen')`,
  vsnr: sql`contracts.vertragsnr`,
  partnerName: sql`customers.kundenname`,
  fahrzeugmarke: sql`(ld.data->>'fahrzeugmarke')`,
  zulassungsdatum: sql`(ld.data->>'zulassungsdatum')`,
  fahrgestellnr: sql`(ld.data->>'fahrgestellnr')`,
};

const EVB_ORDER: Record<(typeof EVB_SORTS)[number], SQL> = {
  ausgestellt: sql`e.ausgestellt`,
  evbNummer: sql`e.evb_nummer`,
  kennzeichen: sql`upper(ld.data->>'kennzeichen')`,
  vsnr: sql`contracts.vertragsnr`,
  partnerName: sql`customers.kundenname`,
};

const direction = (d: 'asc' | 'desc') => (d === 'asc' ? sql.raw('asc nulls last') : sql.raw('desc nulls last'));

/** The eVB's document id when it is a document the member may see (documentVisibility). */
const visibleDocument = (scope: TVisibilityScope) =>
  sql`(select documents.id from documents where documents.license_id = e.license_id and documents.id = e.document_id and ${documentVisibility(scope)})`;

type TPageArgs = { scope: TVisibilityScope; filter: TVehicleFilter; limit: number; offset: number; direction: 'asc' | 'desc' };

export async function listVehicleRows(db: Db, args: TPageArgs & { sort: (typeof VEHICLE_SORTS)[number] }): Promise<{ rows: TVehicleRow[]; total: number }> {
  const where = contractConditions(args.scope, args.filter);
  const [rows, counted] = await Promise.all([
    executeRows<TVehicleRow>(
      db,
      sql`select ${ROW_COLUMNS}, ${visibleDocument(args.scope)} as visible_document_id
        from contracts ${CUSTOMER_JOIN} ${VEHICLE_JOIN}
        left join lateral (
          select * from evb_numbers ev where ev.license_id = contracts.license_id and ev.contract_id = contracts.id
          order by ev.ausgestellt desc, ev.id desc limit 1) e on true
        where ${where}
        order by ${VEHICLE_ORDER[args.sort]} ${direction(args.direction)}, contracts.id ${direction(args.direction)}
        limit ${args.limit} offset ${args.offset}`,
    ),
    executeRows<{ n: number | string }>(db, sql`select count(*) as n from contracts where ${where}`),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export async function listEvbRows(db: Db, args: TPageArgs & { sort: (typeof EVB_SORTS)[number]; only?: string }): Promise<{ rows: TVehicleRow[]; total: number }> {
  const where = contractConditions(args.scope, args.filter);
  const from = sql`evb_numbers e join contracts on contracts.license_id = e.license_id and contracts.id = e.contract_id`;
  const inLicense = args.only ? sql`e.license_id = ${args.scope.licenseId} and e.id = ${args.only}` : sql`e.license_id = ${args.scope.licenseId}`;
  const [rows, counted] = await Promise.all([
    executeRows<TVehicleRow>(
      db,
      sql`select ${ROW_COLUMNS}, ${visibleDocument(args.scope)} as visible_document_id
        from ${from} ${CUSTOMER_JOIN} ${VEHICLE_JOIN}
        where ${inLicense} and ${where}
        order by ${EVB_ORDER[args.sort]} ${direction(args.direction)}, e.id ${direction(args.direction)}
        limit ${args.limit} offset ${args.offset}`,
    ),
    executeRows<{ n: number | string }>(db, sql`select count(*) as n from ${from} where ${inLicense} and ${where}`),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** One visible motor contract (for recording an eVB), or null. */
export async function findMotorContract(db: Db, scope: TVisibilityScope, contractId: string): Promise<{ id: string; customerId: string } | null> {
  const rows = await executeRows<{ id: string; customer_id: string }>(
    db,
    sql`select contracts.id, contracts.customer_id from contracts where contracts.id = ${contractId} and contracts.typ in (${MOTOR}) and ${contractVisibility(scope)} limit 1`,
  );
  const row = rows[0];
  return row ? { id: row.id, customerId: row.customer_id } : null;
}
