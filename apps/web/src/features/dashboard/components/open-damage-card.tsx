import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canReportClaims, type TPermissionContext } from '@portal/domain';
import { HrefLink } from '../../../ui/href-link';
import { BoxItems } from './box-items';

/** Privat desktop (spec 000 §2.5): the open-damage card — the member's open claims, a report button and all claims. */
export function OpenDamageCard({ license, ctx, take, reportPath }: { license: string; ctx: TPermissionContext; take: number; reportPath: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="open-damage-card">
      <CardContent>
        <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('dashboard.privat.openDamage')}
        </Typography>
        <BoxItems license={license} boxId="openClaims" take={take} headingLevel="h3" />
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {canReportClaims(ctx) ? (
            <Button variant="contained" onClick={() => void navigate({ href: reportPath })} data-testid="open-damage-report">
              {t('dashboard.privat.reportDamage')}
            </Button>
          ) : null}
          <HrefLink href="/schaden" underline="hover">
            {t('dashboard.privat.allClaims')}
          </HrefLink>
        </Stack>
      </CardContent>
    </Card>
  );
}
