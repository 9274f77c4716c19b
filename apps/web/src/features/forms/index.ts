/** What the shell needs of the forms feature (kept small: the shell is in the entry). */
export { forgetSavedFormPages, browserStorage as formPagesStorage } from './viewer/form-pages-store';
