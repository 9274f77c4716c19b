/** The agency analysis (spec 000 §2.9): brokers only, never preset Sachbearbeiter (canSeeAgencies). */
import { BIRTHDAY_LIST_TAKE, canSeeAgencies, distributionRows, masksPersonalData, type TBirthdayCustomer, type TCustomerDistribution } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { forbidden } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { birthdayCustomers, customerCounts } from './repository.js';

function requireAgencies(ctx: TLicenseContext): void {
  if (!canSeeAgencies(ctx.permission)) throw forbidden('The agency pages are for brokers');
}

export async function getBirthdays({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<{ Items: TBirthdayCustomer[] }> {
  requireAgencies(ctx);
  // Birthdays, phones and e-mails are personal data: never for guests (as the dashboard's birthday box).
  if (masksPersonalData(ctx.permission)) throw forbidden('Birthdays are not shown to guests');
  const rows = await birthdayCustomers(db, visibilityScope(ctx), BIRTHDAY_LIST_TAKE);
  return {
    Items: rows
      .filter((r): r is typeof r & { geburtstag: string; birthday: string } => r.geburtstag !== null && r.birthday !== null)
      .map((r) => ({ Id: r.id, Kundenname: r.kundenname, Geburtstag: r.geburtstag, Birthday: r.birthday, TelefonPrivat: r.telefonPrivat, EmailPrivat: r.emailPrivat })),
  };
}

export async function getCustomerDistribution({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TCustomerDistribution> {
  requireAgencies(ctx);
  const rows = await customerCounts(db, visibilityScope(ctx));
  const byState = new Map<string, number>();
  const abroad: { land: string; count: number }[] = [];
  let unknown = 0;
  for (const row of rows) {
    if (row.land !== 'DE') abroad.push({ land: row.land, count: row.count });
    else if (row.ars) byState.set(row.ars, (byState.get(row.ars) ?? 0) + row.count);
    else unknown += row.count;
  }
  return distributionRows(byState, abroad, unknown);
}
