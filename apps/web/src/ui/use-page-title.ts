import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title so that screen readers and tabs name the page ("Startseite – Maklerportal"). */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} – ${appName}` : appName;
  }, [title, appName]);
}
