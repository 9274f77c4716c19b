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

  it('ignores case and surrounding spaces, and answers null for unknown names', () => {
    expect(findFormProduct(products, ' schadenmeldung ')?.Name).toBe('Schadenmeldung');
    expect(findFormProduct(products, 'Hausrat')).toBeNull();
    expect(findFormProduct(products, '')).toBeNull();
  });
});
