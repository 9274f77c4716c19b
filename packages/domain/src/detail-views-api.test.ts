import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS } from './roles.js';
import { canCustomizeDetailViews, definitionDataType, duplicateDefinitionTypes, isBranchMaskType, pickerTypes, selectForTypes, sortSetsByName, toggleSetDefinition } from './detail-views-api.js';

const defs = [
  { Id: 'a', Type: 'TABELLE_VERTRAG' },
  { Id: 'b', Type: 'TABELLE_VERTRAG' },
  { Id: 'c', Type: 'DETAIL_VERTRAG' },
  { Id: 'd', Type: 'KFZ' },
  { Id: 'e', Type: 'KFZ' },
];

describe('detail-view sets', () => {
  it('sorts sets by name, German collation, ignoring case', () => {
    expect(sortSetsByName([{ Name: 'Zeta' }, { Name: 'ärzte' }, { Name: 'Standard' }, { Name: 'alpha' }]).map((s) => s.Name)).toEqual(['alpha', 'ärzte', 'Standard', 'Zeta']);
  });

  it('finds types chosen twice', () => {
    expect(duplicateDefinitionTypes(defs)).toEqual(['TABELLE_VERTRAG', 'KFZ']);
    expect(duplicateDefinitionTypes([defs[0]!, defs[2]!, defs[3]!])).toEqual([]);
  });

  it('choosing a definition drops the others of its type; choosing it again removes it', () => {
    expect(toggleSetDefinition(['a', 'c'], defs, 'b')).toEqual(['c', 'b']);
    expect(toggleSetDefinition(['c', 'b'], defs, 'b')).toEqual(['c']);
    expect(toggleSetDefinition(['d'], defs, 'e')).toEqual(['e']);
  });

  it('a picker replaces its types only', () => {
    expect(selectForTypes(['a', 'c', 'd'], defs, pickerTypes('VERTRAG', 'table'), 'b')).toEqual(['c', 'd', 'b']);
    expect(selectForTypes(['a', 'c'], defs, pickerTypes('VERTRAG', 'mask'), null)).toEqual(['a']);
  });

  it('tells line-of-business masks and their data types apart', () => {
    expect(isBranchMaskType('KFZ')).toBe(true);
    expect(isBranchMaskType('TABELLE_KUNDE')).toBe(false);
    expect(definitionDataType('TABELLE_KUNDE')).toBe('Kunde');
    expect(definitionDataType('DETAIL_SCHADEN')).toBe('Schaden');
    expect(definitionDataType('KFZ')).toBe('Vertrag');
  });
});

describe('who administers detail views', () => {
  it('licence admins with CanCustomDetailView only', () => {
    const allowed = { ...NO_PERMISSIONS, CanCustomDetailView: true };
    expect(canCustomizeDetailViews({ role: 'licenseAdmin', permissions: allowed })).toBe(true);
    expect(canCustomizeDetailViews({ role: 'licenseAdmin', permissions: NO_PERMISSIONS })).toBe(false);
    expect(canCustomizeDetailViews({ role: 'employee', permissions: allowed })).toBe(false);
  });
});
