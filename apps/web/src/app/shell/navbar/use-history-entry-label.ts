import { useTranslation } from 'react-i18next';
import type { THistoryEntry } from '../../history/history-state';

/** Names of the pages that exist so far; other entries show their path. */
export function useHistoryEntryLabel(): (entry: THistoryEntry) => string {
  const { t } = useTranslation();
  return (entry) => {
    switch (entry.pathname) {
      case '/startseite':
        return t('nav.start');
      case '/formulare':
        return t('nav.forms');
      case '/forms':
        return t('forms.viewer.title');
      case '/404':
        return t('notFound.title');
      default:
        return decodeURI(entry.pathname);
    }
  };
}
