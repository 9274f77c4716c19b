export { putGridSettings, putUserSettings, revertAllSettings, userSettingsQueryOptions } from './api';
export { useGridSettings, type TGridSettingsHandle } from './use-grid-settings';
export { SettingsPage } from './routes/settings-page';
