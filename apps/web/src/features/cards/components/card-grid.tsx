import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parentOf, type TViewCard } from '@portal/domain';
import { CardTile } from './card-tile';

export const CARD_GRID_SX = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 } as const;

/** The page heading; on a group page with the back-to-parent-group button (spec 000 §2.5). */
export function GroupHeader({ groupId, title, cards, children }: { groupId: string | null; title: string; cards: readonly TViewCard[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parent = groupId ? parentOf(cards, groupId) : null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {groupId ? (
        <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(parent ? { to: '/custom/$id', params: { id: parent } } : { to: '/startseite' })} data-testid="card-group-back">
          {t('cards.back')}
        </Button>
      ) : null}
      <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function CardGrid({ cards }: { cards: readonly TViewCard[] }) {
  const { t } = useTranslation();
  if (!cards.length) return <Typography color="text.secondary">{t('cards.empty')}</Typography>;
  return (
    <Box component="ul" sx={CARD_GRID_SX} data-testid="card-grid">
      {cards.map((c) => (
        <li key={c.Id}>
          <CardTile card={c} />
        </li>
      ))}
    </Box>
  );
}
