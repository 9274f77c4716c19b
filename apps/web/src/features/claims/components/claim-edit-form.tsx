import SaveIcon from '@mui/icons-material/Save';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { UnsavedChangesDialog } from '../../../ui/unsaved-changes-dialog';
import { useActiveSession } from '../../session';
import type { TClaimDetail } from '../api/get-claim';
import { useUpdateClaimMutation } from '../api/update-claim';
import { CLAIM_HERGANG_MAX, CLAIM_TEXT_MAX, claimUpdateBody, formatAmountInput, ZClaimEditForm, type TClaimEditForm } from '../claim-edit-schema';

type Props = {
  claim: TClaimDetail;
  /** Tells a surrounding dialog whether closing would lose changes. */
  onDirtyChange?: (dirty: boolean) => void;
};

const initialValues = (c: TClaimDetail): TClaimEditForm => ({
  Schadenort: c.Schadenort ?? '',
  Schadenart: c.Schadenart ?? '',
  Hergang: c.Hergang ?? '',
  Schadenhoehe: formatAmountInput(c.Schadenhoehe),
});

/**
 * The editable fields of an open claim (react-hook-form + zod). While there are unsaved changes,
 * leaving the page asks first (router blocker with the unsaved-changes dialog, the browser's own
 * prompt on reload or close).
 */
export function ClaimEditForm({ claim, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const mutation = useUpdateClaimMutation(license, claim.Id);
  const initial = useMemo(() => initialValues(claim), [claim]);
  const { control, handleSubmit, reset, formState } = useForm<TClaimEditForm>({
    resolver: zodResolver(ZClaimEditForm),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const dirty = formState.isDirty;

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, disabled: !dirty, withResolver: true });

  const submit = handleSubmit((values) => {
    const body = claimUpdateBody(values, initial);
    if (Object.keys(body).length === 0) {
      reset(values);
      return;
    }
    mutation.mutate(body, { onSuccess: (saved) => reset(initialValues(saved)) });
  });

  const errorText = (error: FieldError | undefined, max?: number): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'too_big') return t('claimDetail.edit.tooLong', { max });
    return t('claimDetail.edit.invalidAmount');
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('claimDetail.edit.title')} data-testid="claim-edit-form">
      <Stack spacing={2}>
        {mutation.isError ? <ErrorAlert error={mutation.error} data-testid="claim-save-error" /> : null}
        {mutation.isSuccess && !dirty ? (
          <Alert severity="success" data-testid="claim-save-success">
            {t('claimDetail.edit.saved')}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            name="Schadenort"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label={t('detail.fields.Schadenort')}
                fullWidth
                error={fieldState.invalid}
                helperText={errorText(fieldState.error, CLAIM_TEXT_MAX)}
                slotProps={{ htmlInput: { maxLength: CLAIM_TEXT_MAX, 'data-testid': 'claim-edit-Schadenort' } }}
              />
            )}
          />
          <Controller
            name="Schadenart"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label={t('detail.fields.Schadenart')}
                fullWidth
                error={fieldState.invalid}
                helperText={errorText(fieldState.error, CLAIM_TEXT_MAX)}
                slotProps={{ htmlInput: { maxLength: CLAIM_TEXT_MAX, 'data-testid': 'claim-edit-Schadenart' } }}
              />
            )}
          />
          <Controller
            name="Schadenhoehe"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label={t('claimDetail.edit.amountLabel', { currency: claim.Waehrung || 'EUR' })}
                fullWidth
                error={fieldState.invalid}
                helperText={errorText(fieldState.error) ?? t('claimDetail.edit.amountHint')}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'claim-edit-Schadenhoehe' } }}
              />
            )}
          />
        </Stack>
        <Controller
          name="Hergang"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label={t('detail.fields.Hergang')}
              fullWidth
              multiline
              minRows={4}
              maxRows={14}
              error={fieldState.invalid}
              helperText={errorText(fieldState.error, CLAIM_HERGANG_MAX) ?? t('claimDetail.edit.charCount', { count: field.value.length, max: CLAIM_HERGANG_MAX })}
              slotProps={{ htmlInput: { maxLength: CLAIM_HERGANG_MAX, 'data-testid': 'claim-edit-Hergang' } }}
            />
          )}
        />
        <Stack direction="row" spacing={1.5}>
          <Button
            type="submit"
            variant="contained"
            disabled={!dirty || mutation.isPending}
            startIcon={mutation.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <SaveIcon />}
            data-testid="claim-save"
          >
            {t('claimDetail.edit.save')}
          </Button>
          <Button onClick={() => reset(initial)} disabled={!dirty || mutation.isPending} data-testid="claim-reset">
            {t('claimDetail.edit.discard')}
          </Button>
        </Stack>
      </Stack>
      <UnsavedChangesDialog open={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </Box>
  );
}
