import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TFormsProcess } from '@portal/domain';
import { ProcessActions, StatusChip, type TProcessActionHandlers } from './process-actions';
import { fieldText, PROCESS_FIELDS } from './process-fields';

/** Fields a card lists under its title (the form's name is the title, the status a chip beside it). */
const CARD_FIELDS = PROCESS_FIELDS.filter((f) => f !== 'form' && f !== 'status');

/** The paging card view (spec 001 §2.2; the only view on phones): one card per forms process with its actions. */
export function ProcessCards({ items, handlers }: { items: readonly TFormsProcess[]; handlers: TProcessActionHandlers }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }} data-testid="process-cards">
      {items.map((p) => (
        <li key={p.Id}>
          <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="process-card" data-risk-id={p.Id}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {p.Assfinetform}
                </Typography>
                <StatusChip state={p.Status} />
              </Stack>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, m: 0, typography: 'body2' }}>
                {CARD_FIELDS.map((field) => {
                  const value = field === 'context' ? (p.Kontext ? t(`formsProcesses.context.${p.Kontext}`) : '') : fieldText(p, field);
                  return value ? (
                    <Box key={field} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {t(`formsProcesses.columns.${field}`)}
                      </Box>
                      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {value}
                      </Box>
                    </Box>
                  ) : null;
                })}
                {p.Group ? (
                  <Box sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {t('formsProcesses.columns.group')}
                    </Box>
                    <Box component="dd" sx={{ m: 0 }}>
                      {p.Group.Name}
                    </Box>
                  </Box>
                ) : null}
              </Box>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <ProcessActions process={p} handlers={handlers} />
            </CardActions>
          </Card>
        </li>
      ))}
    </Box>
  );
}
