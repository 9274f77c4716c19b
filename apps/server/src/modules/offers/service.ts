import type { z } from 'zod';
import { hiddenProperties, type TOfferRow, type ZOfferList, type ZOfferQuery } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { validationError } from '../../platform/errors.js';
import { processVisibility, visibilityScope } from '../../platform/access/visibility.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { selectActiveOffers } from './repository.js';

/** Active offers (their process is open) the member may see, sorted and paged (spec 000 §2.8, §3 Offer row). */
export async function listActiveOffers({
  db,
  ctx,
  query,
}: {
  db: Db;
  ctx: TLicenseContext;
  query: z.infer<typeof ZOfferQuery>;
}): Promise<z.infer<typeof ZOfferList>> {
  // Premiums hidden from end customers (licence flag HidePremiums) are neither shown nor usable as sort order:
  // sorting by them would reveal their order, so the sort is refused like an unknown property in the data query.
  const premiumHidden = hiddenProperties('Angebot', ctx.permission).has('Praemie');
  if (premiumHidden && query.sort === 'Praemie') throw validationError([{ path: 'sort', message: "Unknown property 'Praemie' for Angebot" }]);
  const rows = await selectActiveOffers(db, ctx.licenseId, processVisibility(visibilityScope(ctx)), query);
  const Items: TOfferRow[] = rows.map((r) => ({
    Id: r.id,
    ProcessAccessToken: r.accessToken,
    Status: r.status,
    Waehrung: r.waehrung,
    Anschrift: r.anschrift,
    Praemie: premiumHidden || r.praemie === null ? null : Number(r.praemie),
    Produkt: r.produkt,
    Erstellt: r.createdAt.toISOString(),
    Kunde: { Strasse: r.strasse, Plz: r.plz, Ort: r.ort, Kundenname: r.kundenname },
    Vorgang: { Id: r.processId },
  }));
  // Past the last page the window count is missing: count on the first row instead.
  const total = rows[0]?.total ?? (query.skip > 0 ? ((await selectActiveOffers(db, ctx.licenseId, processVisibility(visibilityScope(ctx)), { ...query, skip: 0, take: 1 }))[0]?.total ?? 0) : 0);
  return { Items, Total: total };
}
