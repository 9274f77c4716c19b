import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TViewCard } from '@portal/domain';
import { cardTarget } from '../card-target';
import { CardIcon } from './card-icon';

/** The card's name in the user's language (de and en are stored; others read German). */
export function cardName(card: Pick<TViewCard, 'Name'>, language: string): string {
  return language.startsWith('en') ? card.Name.en || card.Name.de : card.Name.de;
}

function TileBody({ card }: { card: TViewCard }) {
  const { i18n } = useTranslation();
  return (
    <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center', py: 3 }}>
      <CardIcon name={card.Icon} color="primary" sx={{ fontSize: 44 }} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {cardName(card, i18n.language)}
      </Typography>
    </CardContent>
  );
}

/** One card of the card view: a link to its target. `actions` (admin mode) replace the link with tools. */
export function CardTile({ card, actions }: { card: TViewCard; actions?: ReactNode }) {
  const navigate = useNavigate();
  const target = cardTarget(card);
  if (actions) {
    return (
      <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`card-${card.Id}`}>
        <TileBody card={card} />
        {actions}
      </Card>
    );
  }
  const href = target.kind === 'route' ? target.to : target.kind === 'external' ? target.href : undefined;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (target.kind !== 'route' || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href: target.to });
  };
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`card-${card.Id}`}>
      {href ? (
        <CardActionArea component="a" href={href} onClick={onClick} {...(target.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})} sx={{ height: '100%' }}>
          <TileBody card={card} />
        </CardActionArea>
      ) : (
        <TileBody card={card} />
      )}
    </Card>
  );
}
