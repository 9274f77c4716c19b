/** Company detail (GET /Gesellschaft/{id}); an id outside the licence answers 404 like a missing one. */
import type { Db } from '../../platform/db/client.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { countCompanyRelations, findCompany, listVisibleContractsOfCompany } from './repository.js';
import { COMPANY_CONTRACTS_TAKE, type TCompanyDetail } from './schemas.js';

export async function getCompanyDetail({ db, ctx, companyId }: { db: Db; ctx: TLicenseContext; companyId: string }): Promise<TCompanyDetail> {
  const scope = visibilityScope(ctx);
  const company = await findCompany(db, scope, companyId);
  if (!company) throw notFound('Company not found');
  const [contractRows, counts] = await Promise.all([
    listVisibleContractsOfCompany(db, scope, { companyId, take: COMPANY_CONTRACTS_TAKE }),
    countCompanyRelations(db, scope, companyId),
  ]);
  return {
    Id: company.id,
    Suchname: company.suchname,
    Zuordnung: company.zuordnung,
    Strasse: company.strasse,
    Plz: company.plz,
    Ort: company.ort,
    Telefon1: company.telefon1,
    Telefon2: company.telefon2,
    Email: company.email,
    Status: company.status,
    Matchcode: company.matchcode,
    Vertraege: contractRows.map((v) => ({ Id: v.id, VertragsNr: v.vertragsnr, Typ: v.typ, Kunde: { Kundenname: v.kundenname }, ComputedStatus: v.computedStatus })),
    Counts: { Vertraege: counts.contracts, Schaeden: counts.claims },
  };
}
