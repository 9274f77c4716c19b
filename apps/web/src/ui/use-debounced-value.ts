import { useEffect, useState } from 'react';

/** Filter inputs wait this long after the last keystroke before they query (spec 000 §5, §9). */
export const FILTER_DEBOUNCE_MS = 500;

/** The value, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = FILTER_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
