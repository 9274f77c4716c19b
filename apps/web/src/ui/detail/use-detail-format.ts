import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@portal/domain';

/** The display formats of spec 000 §9 for detail fields: DD.MM.YYYY, `1.234,56 €`, Ja/Nein; null reads '---'. */
export function useDetailFormat() {
  const { t, i18n } = useTranslation();
  return {
    language: i18n.language,
    date: (v: string | null | undefined) => formatDate(v ?? null),
    money: (v: number | string | null | undefined, currency?: string | null) => formatMoney(v, currency),
    yesNo: (v: boolean | null | undefined) => (v === null || v === undefined ? null : v ? t('detail.yes') : t('detail.no')),
    words: { yes: t('detail.yes'), no: t('detail.no') },
  };
}
