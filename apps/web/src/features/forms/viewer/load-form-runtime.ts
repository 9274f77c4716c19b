/**
 * The form runtime (runtime/form-runtime.tsx, its own chunk): loaded only when a form is shown, so its code and
 * the engine's UI stay off every other page.
 */
export const loadFormRuntime = () => import('../runtime/form-runtime');
