import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVerifyResult } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { FileDropArea } from '../../../ui/file-drop-area';
import { usePageTitle } from '../../../ui/use-page-title';
import { verifyPdf } from '../api/verify-pdf';
import { PublicFrame } from '../components/public-frame';
import { formatDateTime } from '../format-time';
import { useSigningTexts } from '../i18n/signing-texts';
import { LoadingMessage } from '../../../ui/loading-message';
import { FactList, FactRow } from '../../../ui/fact-list';

const SEVERITY: Record<TVerifyResult['Outcome'], 'success' | 'error' | 'warning'> = {
  valid: 'success',
  modified: 'error',
  'invalid-signature': 'error',
  unsigned: 'warning',
  'not-a-pdf': 'warning',
};

/**
 * /signatur-pruefen (issue 11, public): anyone holding a PDF signed through the portal checks whether it is
 * unchanged since it was sealed — drop it or choose it; the server checks the seal and the bytes.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const textsReady = useSigningTexts();
  usePageTitle(textsReady ? t('signing.verify.title') : null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const verify = useMutation({ mutationFn: verifyPdf });

  const check = (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    verify.mutate(file);
  };

  if (!textsReady) {
    return (
      <PublicFrame>
        <LoadingMessage text={t('common.loading')} />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame>
      <Stack spacing={3} data-testid="verify-page">
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {t('signing.verify.title')}
          </Typography>
          <Typography>{t('signing.verify.intro')}</Typography>
        </Stack>
        <FileDropArea onFile={check} data-testid="verify-drop">
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <UploadFileIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden="true" />
            <Typography>{t('signing.verify.drop')}</Typography>
            <input
              ref={inputRef}
              type="file"
              accept="application/pdf,.pdf"
              hidden
              data-testid="verify-input"
              onChange={(e) => {
                check(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button variant="contained" onClick={() => inputRef.current?.click()} disabled={verify.isPending}>
              {t('signing.verify.choose')}
            </Button>
          </Stack>
        </FileDropArea>
        <Box aria-live="polite">
          {verify.isPending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} aria-hidden="true" />
              <Typography>{t('signing.verify.checking', { name: fileName ?? '' })}</Typography>
            </Stack>
          ) : verify.isError ? (
            <ErrorAlert error={verify.error} data-testid="verify-error" />
          ) : verify.data ? (
            <VerifyOutcome result={verify.data} fileName={fileName ?? ''} />
          ) : null}
        </Box>
      </Stack>
    </PublicFrame>
  );
}

function VerifyOutcome({ result, fileName }: { result: TVerifyResult; fileName: string }) {
  const { t, i18n } = useTranslation();
  const facts: [string, string][] = [
    [t('signing.verify.file'), fileName],
    ...(result.SealedAt ? [[t('signing.verify.sealedAt'), formatDateTime(result.SealedAt, i18n.language)] as [string, string]] : []),
    ...(result.SignedBy ? [[t('signing.verify.sealedBy'), result.SignedBy] as [string, string]] : []),
    ...(result.Document ? [[t('signing.verify.document'), result.Document.Name] as [string, string], [t('signing.verify.form'), result.Document.FormTitle] as [string, string]] : []),
  ];
  return (
    <Stack spacing={2} data-testid="verify-result" data-outcome={result.Outcome} data-valid={result.Valid}>
      <Alert severity={SEVERITY[result.Outcome]}>
        <AlertTitle>{t(`signing.verify.outcome.${result.Outcome}.title`)}</AlertTitle>
        {t(`signing.verify.outcome.${result.Outcome}.text`)}
      </Alert>
      <FactList facts={facts.filter(([term]) => term !== 'SHA-256')} stackOnPhone>
        <FactRow term="SHA-256" stackOnPhone valueSx={{ fontFamily: 'monospace' }}>
          {result.Sha256}
        </FactRow>
      </FactList>
      {result.Document && result.Document.Signers.length > 0 ? (
        <Box component="section" aria-labelledby="verify-signers">
          <Typography variant="h6" component="h2" id="verify-signers">
            {t('signing.verify.signers')}
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 1 }}>
            {result.Document.Signers.map((s) => (
              <li key={`${s.Field}:${s.Email}`}>
                <Typography variant="body2">{t('signing.verify.signer', { field: s.Field, email: s.Email, time: formatDateTime(s.SignedAt, i18n.language) })}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
