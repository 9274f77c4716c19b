/** What every admin dialog receives (app/shell/admin/admin-entries.ts TAdminDialogProps; features cannot import app/). */
export type TAdminDialogProps = { open: boolean; onClose: () => void };
