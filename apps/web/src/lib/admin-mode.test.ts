// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { adminModeStore } from './admin-mode';
import { STORAGE_KEYS } from './storage';

describe('admin mode store', () => {
  it('is kept for the tab, and leaving goes through the check', () => {
    adminModeStore.enter();
    expect(adminModeStore.get()).toBe('on');
    expect(sessionStorage.getItem(STORAGE_KEYS.adminMode)).toBe('1');
    adminModeStore.requestLeave();
    expect(adminModeStore.get()).toBe('leaving');
    adminModeStore.stay();
    expect(adminModeStore.get()).toBe('on');
    adminModeStore.requestLeave();
    adminModeStore.leave();
    expect(adminModeStore.get()).toBe('off');
    expect(sessionStorage.getItem(STORAGE_KEYS.adminMode)).toBeNull();
    // Out of admin mode there is nothing to leave.
    adminModeStore.requestLeave();
    expect(adminModeStore.get()).toBe('off');
  });
});
