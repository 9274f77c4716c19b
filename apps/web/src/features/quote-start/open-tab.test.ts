import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPendingTab } from './open-tab';

afterEach(() => {
  vi.unstubAllGlobals();
});

type TFakeTab = { opener: unknown; location: { href: string }; close: () => void };

describe('openPendingTab', () => {
  it('is null when the browser blocks the pop-up', () => {
    vi.stubGlobal('window', { open: () => null, location: { origin: 'https://portal.example.com' } });
    expect(openPendingTab()).toBeNull();
  });

  it('opens a blank tab at once, cut from the page, and sends it to the product (a portal path made absolute) later', () => {
    const tab: TFakeTab = { opener: 'the portal', location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('window', { open, location: { origin: 'https://portal.example.com' } });
    const pending = openPendingTab()!;
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    pending.go('/rechner-demo?token=abc');
    expect(tab.location.href).toBe('https://portal.example.com/rechner-demo?token=abc');
    pending.go('https://rechner.example.com/start?token=x');
    expect(tab.location.href).toBe('https://rechner.example.com/start?token=x');
    pending.close();
    expect(tab.close).toHaveBeenCalled();
  });
});
