import type { TProcessFeedFilter } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page';
import { ProcessFeedView } from '../components/process-feed-view';

export type TProcessFeedPageKind = 'neue_nachrichten' | 'offene_aufgaben' | 'alle_aufgaben' | 'aktuelle_anfragen' | 'vorgaenge';

/** The feed's filter on each feed page; /vorgaenge lists every process like the history (spec 001 §2.1). */
const FILTER_OF: Record<TProcessFeedPageKind, TProcessFeedFilter> = {
  neue_nachrichten: 'neue_nachrichten',
  offene_aufgaben: 'offene_aufgaben',
  alle_aufgaben: 'alle_aufgaben',
  aktuelle_anfragen: 'aktuelle_anfragen',
  vorgaenge: 'alle_aufgaben',
};

/** /vorgang/neue_nachrichten, offene_aufgaben, alle_aufgaben, aktuelle_anfragen and /vorgaenge (spec 000 §2.1, §2.8). */
export function ProcessFeedPage({ kind }: { kind: TProcessFeedPageKind }) {
  const { t } = useTranslation();
  return (
    <ListPage title={t(`processes.pages.${kind}`)} data-testid="process-feed-page">
      <ProcessFeedView key={kind} filter={FILTER_OF[kind]} />
    </ListPage>
  );
}
