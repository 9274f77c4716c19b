import { describe, expect, it } from 'vitest';
import { assignableInviteRoles, mayRemoveInvitee, passwordProblem, PASSWORD_MIN, ZInviteBody, ZInviteQuery } from './employee-invite-api.js';

describe('employee invite rules', () => {
  it('lets licence admins assign both staff roles, everyone else only employee', () => {
    expect(assignableInviteRoles({ role: 'licenseAdmin' })).toEqual(['employee', 'licenseAdmin']);
    expect(assignableInviteRoles({ role: 'employee' })).toEqual(['employee']);
    expect(assignableInviteRoles({ role: 'customer' })).toEqual(['employee']);
  });
  it('keeps licence admins removable only by licence admins', () => {
    expect(mayRemoveInvitee({ role: 'employee' }, 'licenseAdmin')).toBe(false);
    expect(mayRemoveInvitee({ role: 'licenseAdmin' }, 'licenseAdmin')).toBe(true);
    expect(mayRemoveInvitee({ role: 'employee' }, 'employee')).toBe(true);
  });
  it('checks the password length and blanks', () => {
    expect(passwordProblem('          ')).toBe('blank');
    expect(passwordProblem('x'.repeat(PASSWORD_MIN - 1))).toBe('tooShort');
    expect(passwordProblem('x'.repeat(PASSWORD_MIN))).toBeNull();
    expect(passwordProblem('x'.repeat(201))).toBe('tooLong');
  });
  it('normalises the e-mail and needs at least one customer', () => {
    expect(ZInviteQuery.parse({ email: ' A@B.de ', permission: 'employee' }).email).toBe('a@b.de');
    expect(ZInviteQuery.safeParse({ email: 'a@b.de', permission: 'customer' }).success).toBe(false);
    expect(ZInviteBody.safeParse({ Customers: [] }).success).toBe(false);
  });
});
