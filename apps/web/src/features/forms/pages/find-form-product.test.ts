import { describe, expect, it } from 'vitest';
import { findFormProduct } from './find-form-product';

const products = [
  { Id: '7f000000-0000-4000-8000-000000000001', Name: 'eVBNummerbeantragen' },
  { Id: '7f000000-0000-4000-8000-000000000002', Name: 'eVBNummerbeantragen (Euromobil)' },
  { Id: '7f000000-0000-4000-8000-000000000003', Name: 'Schadenmeldung' },
];

describe('findFormProduct (/assfinetforms/{id})', () => {
  it('finds a form by id or by its exact name, also the eVB requests', () => {
    expect(findFormProduct(products, '7f000000-0000-4000-8000-000000000003')?.Name).toBe('Schadenmeldung');
    expect(findFormProduct(products, 'eVBNummerbeantragen')?.Id).toBe(products[0]?.Id);
    expect(findFormProduct(products, 'eVBNummerbeantragen (Euromobil)')?.Id).toBe(products[1]?.Id);
  });

  it('finds the eVB request of the product family when the licence names it otherwise', () => {
    const seeded = [
      { Id: '7f000000-0000-4000-8000-000000000011', Name: 'eVB-Anforderung Euromobil' },
      { Id: '7f000000-0000-4000-8000-000000000012', Name: 'eVB-Anforderung Kompaktkraft' },
    ];
    expect(findFormProduct(seeded, 'eVBNummerbeantragen')?.Name).toBe('eVB-Anforderung Kompaktkraft');
    expect(findFormProduct(seeded, 'eVBNummerbeantragen (Euromobil)')?.Name).toBe('eVB-Anforderung Euromobil');
    expect(findFormProduct(seeded.slice(1), 'eVBNummerbeantragen (Euromobil)')).toBeNull();
  });

  it('ignores case and surrounding spaces, and answers null for unknown names', () => {
    expect(findFormProduct(products, ' schadenmeldung ')?.Name).toBe('Schadenmeldung');
    expect(findFormProduct(products, 'Hausrat')).toBeNull();
    expect(findFormProduct(products, '')).toBeNull();
  });
});
