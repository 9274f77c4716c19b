import { Alert, Checkbox, FormControlLabel, FormGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { SectionCard } from '../../../ui/section-card';
import { tagsQueryOptions, tagSubscriptionQueryOptions, useSaveTagSubscription } from '../../documents/tags-api';
import { nextTagSelection } from '../tag-selection';

/**
 * Document notifications by tag (spec 000 §2.11, §4 Tag subscription): all tags (AllowAll) or a chosen
 * list. Licence administrators change it; everyone else sees it read-only.
 */
export function TagSubscriptionCard({ license, editable }: { license: string; editable: boolean }) {
  const { t } = useTranslation();
  const tags = useQuery(tagsQueryOptions(license));
  const subscription = useQuery(tagSubscriptionQueryOptions(license));
  const save = useSaveTagSubscription(license);
  const all = tags.data ?? [];
  const sub = subscription.data;
  const chosen = new Set(sub?.AllowAll ? all.map((x) => x.Id) : (sub?.AllowedTags.map((x) => x.Id) ?? []));
  const disabled = !editable || save.isPending;

  const apply = (change: { all: boolean } | { tag: string; on: boolean }) => {
    if (!sub) return;
    save.mutate(nextTagSelection({ allowAll: sub.AllowAll, chosen: [...chosen], allTagIds: all.map((x) => x.Id) }, change));
  };

  return (
    <SectionCard title={t('settingsPage.tags.title')} hint={editable ? t('settingsPage.tags.hint') : t('settingsPage.tags.adminOnly')} testId="tag-subscription">
        {tags.isError || subscription.isError ? (
          <ErrorAlert error={tags.error ?? subscription.error} />
        ) : tags.isPending || subscription.isPending ? (
          <Stack spacing={1}>
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </Stack>
        ) : all.length === 0 ? (
          <Typography data-testid="tag-subscription-empty">{t('settingsPage.tags.none')}</Typography>
        ) : (
          <FormGroup>
            <FormControlLabel
              control={<Checkbox checked={!!sub?.AllowAll} onChange={(e) => apply({ all: e.target.checked })} disabled={disabled} data-testid="tag-subscription-all" />}
              label={t('settingsPage.tags.all')}
            />
            <FormGroup sx={{ pl: 3.5 }} aria-label={t('settingsPage.tags.title')} role="group">
              {all.map((tag) => (
                <FormControlLabel
                  key={tag.Id}
                  control={<Checkbox checked={chosen.has(tag.Id)} onChange={(e) => apply({ tag: tag.Id, on: e.target.checked })} disabled={disabled} data-testid={`tag-option-${tag.Matchcode}`} />}
                  label={tag.Name}
                />
              ))}
            </FormGroup>
          </FormGroup>
        )}
        {save.isError ? (
          <Alert severity="error" sx={{ mt: 1.5 }} data-testid="tag-subscription-error" onClose={() => save.reset()}>
            {t('settingsPage.tags.failed')}
          </Alert>
        ) : null}
    </SectionCard>
  );
}
