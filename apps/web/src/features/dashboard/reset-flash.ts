/**
 * The confirmation after a reset view (spec 000 §4: confirm, delete, show confirmation, go to the start page): set
 * before navigating, shown once by the start page that the navigation lands on.
 */
let pending = false;
export const resetFlash = {
  set: () => {
    pending = true;
  },
  take: (): boolean => {
    const was = pending;
    pending = false;
    return was;
  },
};
