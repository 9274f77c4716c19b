import type { TFormProductListItem } from '@portal/domain';

/** A form product by its id or its name (exact first, then ignoring case and surrounding spaces); null when none matches. */
export function findFormProduct(products: readonly TFormProductListItem[], idOrName: string): TFormProductListItem | null {
  const wanted = idOrName.trim();
  if (!wanted) return null;
  const folded = wanted.toLocaleLowerCase('de');
  return (
    products.find((p) => p.Id === wanted) ??
    products.find((p) => p.Name === wanted) ??
    products.find((p) => p.Id.toLowerCase() === folded || p.Name.trim().toLocaleLowerCase('de') === folded) ??
    null
  );
}
