import { Alert, Autocomplete, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { initialSignerEmails, type TSignEnvelope, type TSignSuggestion } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { requestSignatures } from '../api/request-signatures';
import { signSuggestionsQueryOptions } from '../api/sign-suggestions';

const ZEmail = z.email();

type Props = {
  open: boolean;
  license: string;
  riskId: string;
  /** The distinct signature fields of the documents: one e-mail each. */
  fields: readonly string[];
  onClose: () => void;
  onRequested: (envelope: TSignEnvelope) => void;
  /** The server refused the form's answers (400 with Data.* paths): the viewer shows them. */
  onInvalidForm: (error: unknown) => void;
};

type TValues = { emails: string[] };

/**
 * The sign dialog (spec 001 §5): an e-mail per signature field, suggestions to pick from (the member, the
 * receivers, the customer), prefilled with exactly one suggestion and one field. Each signer then gets a personal
 * link by e-mail (POST Sign/Request).
 */
export function SignRequestDialog({ open, license, riskId, fields, onClose, onRequested, onInvalidForm }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const suggestions = useQuery({ ...signSuggestionsQueryOptions(license, riskId), enabled: open });
  const { control, handleSubmit, reset, setError, formState } = useForm<TValues>({ defaultValues: { emails: fields.map(() => '') }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [failure, setFailure] = useState<unknown>(null);

  // Prefilled once the suggestions are there, unless the user has typed already.
  const list = suggestions.data;
  useEffect(() => {
    if (!open) return;
    if (!formState.isDirty) reset({ emails: initialSignerEmails(fields, list ?? []) });
    // Only on opening and when the suggestions arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, list, fields]);

  const submit = handleSubmit(async ({ emails }) => {
    setFailure(null);
    try {
      const envelope = await requestSignatures(license, { RiskId: riskId, Signers: fields.map((field, i) => ({ Field: field, Email: (emails[i] ?? '').trim() })) });
      onRequested(envelope);
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION' && error.errors.length > 0) {
        const signerErrors = error.errors.map((e) => /^Signers\.(\d+)\.Email$/.exec(e.path)).filter((m): m is RegExpExecArray => !!m);
        if (signerErrors.length > 0) {
          for (const m of signerErrors) setError(`emails.${Number(m[1])}`, { message: t('validation.email') });
          return;
        }
        if (error.errors.some((e) => e.path.startsWith('Data'))) {
          onInvalidForm(error);
          return;
        }
      }
      setFailure(error);
    }
  });

  return (
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="sign-request-dialog">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{t('signing.request.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{t('signing.request.intro')}</Typography>
            {fields.map((field, i) => (
              <Controller
                key={field}
                control={control}
                name={`emails.${i}`}
                rules={{ validate: (value) => ZEmail.safeParse((value ?? '').trim()).success || t('validation.email') }}
                render={({ field: input, fieldState }) => (
                  <EmailInput
                    label={t('signing.request.emailFor', { field })}
                    value={input.value ?? ''}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    error={fieldState.error?.message}
                    suggestions={list ?? []}
                    testId={`sign-request-email-${i}`}
                  />
                )}
              />
            ))}
            {failure ? <ErrorAlert error={failure} data-testid="sign-request-error" /> : null}
            {suggestions.isError ? <Alert severity="info">{t('signing.request.noSuggestions')}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting}
            startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            data-testid="sign-request-submit"
          >
            {t('signing.request.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

type TEmailInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  suggestions: readonly TSignSuggestion[];
  testId: string;
};

/** A free e-mail input that offers the suggestions (name and e-mail). */
function EmailInput({ label, value, onChange, onBlur, error, suggestions, testId }: TEmailInputProps) {
  const byEmail = new Map(suggestions.map((s) => [s.email, s]));
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={suggestions.map((s) => s.email)}
      value={value}
      inputValue={value}
      onInputChange={(_, next) => onChange(next)}
      onChange={(_, next) => onChange(next ?? '')}
      onBlur={onBlur}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        const name = byEmail.get(option)?.name;
        return (
          <Box component="li" key={key} {...rest}>
            <Stack>
              {name ? <Typography variant="body2">{name}</Typography> : null}
              <Typography variant="body2" sx={{ color: name ? 'text.secondary' : 'text.primary' }}>
                {option}
              </Typography>
            </Stack>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          type="email"
          required
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'email', 'data-testid': testId } }}
        />
      )}
    />
  );
}
