import { List, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { claimLink, contractLink, customerLink } from '../../../lib/object-links';
import { ListItemButtonLink } from '../../../ui/router-links';
import { useActiveSession } from '../../session';
import type { TSearchHit } from '../api/get-search';
import { groupHits } from '../search-targets';
import { GroupIcon, HitIcon } from './hit-icon';

function HitLink({ hit }: { hit: TSearchHit }) {
  const { userInit } = useActiveSession();
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <HitIcon type={hit.Type} extra={hit.Extra} />
      </ListItemIcon>
      <ListItemText primary={hit.Title} secondary={hit.Subtitle} />
    </>
  );
  const common = { divider: true, 'data-testid': 'search-result', 'data-type': hit.Type, 'data-id': hit.Id } as const;
  if (hit.Type === 'Vertrag') return <ListItemButtonLink {...contractLink(hit.Id, hit.Extra)} {...common}>{content}</ListItemButtonLink>;
  if (hit.Type === 'Schaden') return <ListItemButtonLink {...claimLink(hit.Id, userInit.Kind)} {...common}>{content}</ListItemButtonLink>;
  return <ListItemButtonLink {...customerLink(hit.Id)} {...common}>{content}</ListItemButtonLink>;
}

/** The results page's hits, one titled list per type. */
export function SearchResults({ hits }: { hits: readonly TSearchHit[] }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-testid="search-results">
      {groupHits(hits).map((group) => (
        <Stack key={group.type} component="section" spacing={1} aria-labelledby={`search-group-${group.type}`} data-testid="search-result-group" data-type={group.type}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <GroupIcon type={group.type} sx={{ color: 'primary.main' }} />
            <Typography id={`search-group-${group.type}`} component="h2" variant="h6">
              {t('search.groupCount', { label: t(`search.groups.${group.type}`), count: group.hits.length })}
            </Typography>
          </Stack>
          <List disablePadding sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {group.hits.map((hit) => (
              <li key={`${hit.Type}-${hit.Id}`}>
                <HitLink hit={hit} />
              </li>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
