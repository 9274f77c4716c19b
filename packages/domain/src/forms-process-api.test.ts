import { describe, expect, it } from 'vitest';
import {
  addReceiver,
  confirmsSelfRemoval,
  fillMailTemplate,
  formsProcessExportFileName,
  formsProcessState,
  mayExpireFormsProcess,
  mayShareForms,
  parseFormsProcessSort,
  ZEditFormsProcessReceivers,
  ZExportFormsProcesses,
  ZFormsProcessListQuery,
} from './forms-process-api.js';

const now = new Date('2026-11-26T12:00:00Z');

describe('formsProcessState', () => {
  it('derives Open, Processing, Signing, Completed and Expired', () => {
    expect(formsProcessState({ status: 'draft', version: 1, validUntil: null }, now)).toBe('Open');
    expect(formsProcessState({ status: 'draft', version: 2, validUntil: null }, now)).toBe('Processing');
    expect(formsProcessState({ status: 'signing', version: 4, validUntil: null }, now)).toBe('Signing');
    expect(formsProcessState({ status: 'transferred', version: 4, validUntil: new Date('2020-01-01') }, now)).toBe('Completed');
    expect(formsProcessState({ status: 'expired', version: 1, validUntil: null }, now)).toBe('Expired');
    expect(formsProcessState({ status: 'draft', version: 3, validUntil: new Date('2026-11-26T11:59:59Z') }, now)).toBe('Expired');
    expect(formsProcessState({ status: 'draft', version: 3, validUntil: new Date('2026-11-26T12:00:01Z') }, now)).toBe('Processing');
  });
});

describe('rules of §4–§6', () => {
  it('only receivers may expire, only Open or Processing (e-mails without case)', () => {
    const receivers = ['Kundin@Example.de'];
    expect(mayExpireFormsProcess({ state: 'Open', receivers }, 'kundin@example.de ')).toBe(true);
    expect(mayExpireFormsProcess({ state: 'Processing', receivers }, 'KUNDIN@example.de')).toBe(true);
    for (const state of ['Signing', 'Completed', 'Expired'] as const) expect(mayExpireFormsProcess({ state, receivers }, 'kundin@example.de')).toBe(false);
    expect(mayExpireFormsProcess({ state: 'Open', receivers }, 'andere@example.de')).toBe(false);
    expect(mayExpireFormsProcess({ state: 'Open', receivers }, null)).toBe(false);
  });

  it('shares unless CanShareForms is explicitly false', () => {
    expect(mayShareForms({ CanShareForms: true })).toBe(true);
    expect(mayShareForms({})).toBe(true);
    expect(mayShareForms({ CanShareForms: null })).toBe(true);
    expect(mayShareForms({ CanShareForms: false })).toBe(false);
  });

  it('asks before removing oneself unless licence admin or admin role', () => {
    expect(confirmsSelfRemoval('me@x.de', 'ME@x.de', 'customer')).toBe(true);
    expect(confirmsSelfRemoval('me@x.de', 'me@x.de', 'intermediary')).toBe(true);
    expect(confirmsSelfRemoval('other@x.de', 'me@x.de', 'customer')).toBe(false);
    expect(confirmsSelfRemoval('me@x.de', 'me@x.de', 'licenseAdmin')).toBe(false);
    expect(confirmsSelfRemoval('me@x.de', 'me@x.de', 'employee')).toBe(false);
  });
});

describe('payloads', () => {
  it('reads states repeated or as a comma list, defaults page size 5 and sort -Anlagedatum', () => {
    expect(ZFormsProcessListQuery.parse({})).toMatchObject({ page: 1, pageSize: 5, sort: '-Anlagedatum' });
    expect(ZFormsProcessListQuery.parse({}).state).toBeUndefined();
    expect(ZFormsProcessListQuery.parse({ state: 'Open,Processing' }).state).toEqual(['Open', 'Processing']);
    expect(ZFormsProcessListQuery.parse({ state: ['Open', 'Open', 'Expired'] }).state).toEqual(['Open', 'Expired']);
    expect(ZFormsProcessListQuery.safeParse({ state: 'Open,Nope' }).success).toBe(false);
    expect(ZFormsProcessListQuery.safeParse({ pageSize: '10' }).success).toBe(true);
    expect(ZFormsProcessListQuery.safeParse({ pageSize: '20' }).success).toBe(false);
    expect(parseFormsProcessSort('-Anlagedatum')).toEqual({ key: 'Anlagedatum', desc: true });
    expect(parseFormsProcessSort('Status')).toEqual({ key: 'Status', desc: false });
  });

  it('SendMail must name receivers', () => {
    expect(ZEditFormsProcessReceivers.safeParse({ Receivers: ['a@x.de'], SendMail: ['A@x.de'] }).success).toBe(true);
    const bad = ZEditFormsProcessReceivers.safeParse({ Receivers: ['a@x.de'], SendMail: ['b@x.de'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['SendMail', 0]);
  });

  it('fills the mail placeholders and names the export file', () => {
    const values = { Formular: 'Hausrat', Link: 'https://p/x', Empfaenger: 'a@x.de', Absender: 'Anna', Makler: 'Makler AG', GueltigBis: '01.12.2026' };
    expect(fillMailTemplate('{Makler}: {Formular} bis {GueltigBis} {Link} {Unbekannt}', values)).toBe('Makler AG: Hausrat bis 01.12.2026 https://p/x {Unbekannt}');
    expect(formsProcessExportFileName(new Date(2026, 10, 26, 9, 5, 7))).toBe('Export 2026-11-26 09-05-07.xlsx');
  });
});

describe('receivers dialog rules (§5)', () => {
  it('adds valid e-mails lower case, refuses invalid ones and duplicates', () => {
    expect(addReceiver([], ' Neu@Example.de ')).toEqual({ ok: true, receivers: ['neu@example.de'], added: 'neu@example.de' });
    expect(addReceiver(['neu@example.de'], 'NEU@example.de')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addReceiver([], 'kein-mail')).toEqual({ ok: false, reason: 'invalid' });
    expect(addReceiver([], '   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('exports by ids or by filter, not both', () => {
    expect(ZExportFormsProcesses.safeParse({ RiskIds: ['6f1c1b9e-8f4e-4c1a-9b1e-2a3b4c5d6e7f'] }).success).toBe(true);
    expect(ZExportFormsProcesses.safeParse({ Filter: { Group: 'A', State: ['Open'] } }).success).toBe(true);
    expect(ZExportFormsProcesses.safeParse({}).success).toBe(false);
    expect(ZExportFormsProcesses.safeParse({ RiskIds: ['6f1c1b9e-8f4e-4c1a-9b1e-2a3b4c5d6e7f'], Filter: {} }).success).toBe(false);
  });
});
