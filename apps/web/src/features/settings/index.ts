export { revertAllSettings, userSettingsQueryOptions } from './api';
