import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TLoginResponse } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { useGuestLoginMutation } from '../api';

type Props = { license?: string; onSuccess: (response: TLoginResponse) => void };

/** "Als Gast anmelden": a read-only session, offered when App/Status.GuestLogin is on. */
export function GuestLoginButton({ license, onSuccess }: Props) {
  const { t } = useTranslation();
  const mutation = useGuestLoginMutation();
  return (
    <Stack spacing={1.5}>
      {mutation.isError ? <ErrorAlert error={mutation.error} data-testid="guest-login-error" /> : null}
      <Button
        variant="outlined"
        size="large"
        startIcon={<PersonOutlineIcon />}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(license ? { License: license } : {}, { onSuccess })}
        data-testid="guest-login"
      >
        {t('login.guest')}
      </Button>
    </Stack>
  );
}
