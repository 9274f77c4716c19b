import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TLoginRequest, TLoginResponse } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useLoginMutation } from '../api';
import { fieldErrorText } from './field-error-text';

type Props = { onSuccess: (response: TLoginResponse) => void };

const LOGIN_FIELDS = ['email', 'password'] as const;
const isLoginField = (path: string): path is (typeof LOGIN_FIELDS)[number] => (LOGIN_FIELDS as readonly string[]).includes(path);

/** The same schema as the server's (ZLoginRequest); its resolver (and zod) loads with the form's first check, not with the entry. */
const loginResolver: Resolver<TLoginRequest> = async (values, context, options) => {
  const { loginResolver: resolve } = await import('../schemas');
  return resolve(values, context, options);
};

/** E-mail and password, validated with the same schema as the server (ZLoginRequest). */
export function LoginForm({ onSuccess }: Props) {
  const { t } = useTranslation();
  const mutation = useLoginMutation();
  const { control, handleSubmit, setError } = useForm<TLoginRequest>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess,
      onError: (error) => {
        // The server names the field at fault; show it at the field as well as in the alert.
        if (isApiError(error) && error.code === 'VALIDATION') {
          for (const fieldError of error.errors) {
            if (isLoginField(fieldError.path)) setError(fieldError.path, { type: 'server', message: t('validation.invalid') });
          }
        }
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('login.formLabel')} data-testid="login-form">
      <Stack spacing={2.5}>
        {mutation.isError ? <ErrorAlert error={mutation.error} data-testid="login-error" /> : null}
        <Controller
          name="email"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              id="login-email"
              type="email"
              label={t('login.email')}
              autoComplete="username"
              required
              fullWidth
              autoFocus
              error={fieldState.invalid}
              helperText={fieldErrorText(t, fieldState.error, 'email')}
              slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
            />
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              id="login-password"
              type="password"
              label={t('login.password')}
              autoComplete="current-password"
              required
              fullWidth
              error={fieldState.invalid}
              helperText={fieldErrorText(t, fieldState.error)}
              slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={mutation.isPending}
          startIcon={mutation.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
