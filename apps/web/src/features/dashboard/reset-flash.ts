/**
 * The confirmation after a reset view (spec 000 §4: confirm, delete, show confirmation, go to the start page): set
 * before navigating, shown once by the start page that the navigation lands on. Read while rendering (a render may
 * be thrown away and run again), cleared once the page has mounted.
 */
let pending = false;
export const resetFlash = {
  set: () => {
    pending = true;
  },
  isPending: (): boolean => pending,
  clear: () => {
    pending = false;
  },
};
