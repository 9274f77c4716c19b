import type { TFormProductListItem } from '@portal/domain';

const fold = (s: string): string => s.trim().toLocaleLowerCase('de');

/**
 * The names the eVB requests open (spec 001 §2.1). A licence whose eVB forms carry other names (the demo seed's
 * 'eVB-Anforderung Kompaktkraft' / '… Euromobil') is still found: by an eVB form of that product family.
 */
const EVB_ALIASES: Record<string, (name: string) => boolean> = {
  evbnummerbeantragen: (name) => name.includes('evb') && !name.includes('euromobil'),
  'evbnummerbeantragen (euromobil)': (name) => name.includes('evb') && name.includes('euromobil'),
};

/** A form product by its id or its name (exact first, then ignoring case and surrounding spaces, then the eVB aliases); null when none matches. */
export function findFormProduct(products: readonly TFormProductListItem[], idOrName: string): TFormProductListItem | null {
  const wanted = idOrName.trim();
  if (!wanted) return null;
  const folded = fold(wanted);
  const alias = EVB_ALIASES[folded];
  return (
    products.find((p) => p.Id === wanted) ??
    products.find((p) => p.Name === wanted) ??
    products.find((p) => p.Id.toLowerCase() === folded || fold(p.Name) === folded) ??
    (alias ? products.find((p) => alias(fold(p.Name))) : undefined) ??
    null
  );
}
