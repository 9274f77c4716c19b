// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodFilter, type TPeriod } from './period-filter';

afterEach(cleanup);

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('PeriodFilter', () => {
  it('shows and reads the period as TT.MM.JJJJ, not the browser\'s mm/dd/yyyy', () => {
    const onChange = vi.fn<(p: TPeriod) => void>();
    const value = { from: '2025-12-01', to: '2026-11-26' };
    const view = render(<PeriodFilter value={value} today="2026-11-26" invalid={false} onChange={onChange} />);
    expect(input('period-from').type).toBe('text');
    expect(input('period-from').value).toBe('01.12.2025');
    expect(input('period-to').value).toBe('26.11.2026');

    fireEvent.change(input('period-from'), { target: { value: '15.1.2026' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-01-15', to: '2026-11-26' });
    // Half typed or no such day: kept as typed and marked, the period does not move.
    onChange.mockClear();
    fireEvent.change(input('period-to'), { target: { value: '31.02.2026' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input('period-to').getAttribute('aria-invalid')).toBe('true');
    expect(input('period-to').value).toBe('31.02.2026');

    // A preset (a value from outside) replaces the text.
    view.rerender(<PeriodFilter value={{ from: '2025-01-01', to: '2025-12-31' }} today="2026-11-26" invalid={false} onChange={onChange} />);
    expect(input('period-from').value).toBe('01.01.2025');
    expect(input('period-to').value).toBe('31.12.2025');
  });
});
