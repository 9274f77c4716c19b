import { describe, expect, it } from 'vitest';
import { cardFromForm, formOf } from './card-form';

const form = { ...formOf(null, null), nameDe: 'Kfz', nameEn: 'Motor', icon: 'directions_car' };

describe('cardFromForm', () => {
  it('builds a card with a typed filter', () => {
    const r = cardFromForm({ ...form, property: 'Typ', operator: 'In', value: 'KFZ, EUROMOBIL' });
    expect(r).toMatchObject({ ok: true, input: { Link: '/vertrag', Action: null, AdditionalProperties: { Property: 'Typ', Operator: 'In', Value: ['KFZ', 'EUROMOBIL'] } } });
    expect(cardFromForm({ ...form, property: 'Sammelvertrag', operator: 'Equal', value: 'true' })).toMatchObject({ ok: true, input: { AdditionalProperties: { Value: true } } });
  });
  it('names the field at fault', () => {
    expect(cardFromForm({ ...form, property: 'Sammelvertrag', operator: 'Contains', value: 'x' })).toMatchObject({ ok: false, errors: { operator: expect.any(String) } });
    expect(cardFromForm({ ...form, nameDe: '' })).toMatchObject({ ok: false, errors: { nameDe: expect.any(String) } });
    expect(cardFromForm({ ...form, link: 'javascript:alert(1)' })).toMatchObject({ ok: false, errors: { link: expect.any(String) } });
  });
});
