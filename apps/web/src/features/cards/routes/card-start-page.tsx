import '../i18n/german';
import { Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { cardsOf, DEFAULT_CARDS, type TViewCard } from '@portal/domain';
import { useStoredAdminMode } from '../../../lib/admin-mode';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { useCardView } from '../api/card-view';
import { CardGrid, GroupHeader } from '../components/card-grid';
import { cardName } from '../components/card-tile';

// Drag and drop and the editors load only in admin mode.
const CardAdminBoard = lazy(() => import('../components/card-admin-board'));

/**
 * The Karten start page (spec 000 §2.5): the card view at /startseite (the shell shows the licence's banner above it), and a card group's
 * cards at /custom/{id} with the back-to-parent-group button. In admin mode licence admins edit the draft here.
 */
export function CardStartPage({ groupId = null }: { groupId?: string | null }) {
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  const editing = useStoredAdminMode() !== 'off' && userInit.IsLicenseAdmin && !userInit.ReadOnly;
  return (
    <Stack spacing={3} data-testid="card-start-page">
      {editing ? (
        <Suspense fallback={<LoadingMessage text={t('cards.loading')} />}>
          <CardAdminBoard groupId={groupId} />
        </Suspense>
      ) : (
        <LiveCards license={license} groupId={groupId} />
      )}
    </Stack>
  );
}

function LiveCards({ license, groupId }: { license: string; groupId: string | null }) {
  const { t, i18n } = useTranslation();
  const view = useCardView(license);
  const cards: readonly TViewCard[] = view.data ? (view.data.Custom ? view.data.Cards : DEFAULT_CARDS) : [];
  const group = groupId ? cards.find((c) => c.Id === groupId) : undefined;
  const title = group ? cardName(group, i18n.language) : t('cards.title');
  usePageTitle(title);
  return (
    <>
      <GroupHeader groupId={groupId} title={title} cards={cards} />
      {view.isPending ? (
        <LoadingMessage text={t('cards.loading')} />
      ) : view.isError ? (
        <ErrorAlert error={view.error} />
      ) : groupId && !group ? (
        <Typography>{t('cards.groupMissing')}</Typography>
      ) : (
        <CardGrid cards={cardsOf(cards, groupId)} />
      )}
    </>
  );
}
