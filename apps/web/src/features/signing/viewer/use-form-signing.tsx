import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signingFlowOf, type TSignEnvelope, type TSubmitSignatureResult } from '@portal/domain';
import { distinctSignatures, type TSendAction, type TSignatureFieldsOf } from '@portal/forms';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { requestSignatures } from '../api/request-signatures';
import { revokeEnvelope, signEnvelopesKey, signEnvelopesQueryOptions } from '../api/sign-envelopes';
import { EnvelopePanel } from '../components/envelope-panel';
import { loadSigningTexts, useSigningTexts } from '../i18n/signing-texts';

// The dialogs carry the pad, the XFDF builder and the PDF viewer: loaded when they first open.
const SignRequestDialog = lazyDialog(() => Promise.all([import('../components/sign-request-dialog'), loadSigningTexts()]).then(([m]) => m.SignRequestDialog));
const PdfSignDialog = lazyDialog(
  () => Promise.all([import('../components/pdf-sign-dialog'), loadSigningTexts()]).then(([m]) => m.PdfSignDialog),
  (props) => props.token !== null,
);

export type TFormSigningInput = {
  license: string;
  riskId: string;
  documents: readonly TSignatureFieldsOf[];
  /** The member's e-mail: the signer when the documents need exactly one signature. */
  ownEmail: string;
  /** Saves pending edits first (the sign request freezes the stored answers); false when they could not be saved. */
  flush: () => Promise<boolean>;
  /** Sends the form as it is (no signature needed). */
  transfer: () => Promise<void>;
  /** The last signature sealed the documents and sent the form: the viewer turns read-only ('transferred'). */
  onCompleted: () => void;
  /** The server refused the answers (400 VALIDATION with the controls at fault). */
  onInvalid: (error: unknown) => void;
};

export type TFormSigning = {
  /** A sign request is open: the form is read-only until it completes or is revoked. */
  locked: boolean;
  send: (action: TSendAction) => void;
  /** The envelope panel and the dialogs, placed by the viewer. */
  element: ReactNode;
};

const newestFirst = (list: readonly TSignEnvelope[]) => [...list].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));

/**
 * Signing in the form viewer (spec 001 §5, §9; issue 11): 'Unterschreiben' (more than one distinct signature)
 * opens the sign dialog, one e-mail per field, and the signers get their links by e-mail; 'Abschicken' with exactly
 * one signature requests it for the member and opens the PDF viewer in signable mode at once; without any the form
 * is transferred as it is. The open sign request shows with each signer's status and can be revoked.
 */
export function useFormSigning(input: TFormSigningInput): TFormSigning {
  const { t } = useTranslation();
  const textsReady = useSigningTexts();
  const { license, riskId } = input;
  const queryClient = useQueryClient();
  const envelopes = useQuery(signEnvelopesQueryOptions(license, riskId));
  const latest = envelopes.data && envelopes.data.length > 0 ? newestFirst(envelopes.data)[0] : undefined;
  const [requestOpen, setRequestOpen] = useState(false);
  const [own, setOwn] = useState<{ token: string; envelopeId: string; single: boolean } | null>(null);
  const [signing, setSigning] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [notSaved, setNotSaved] = useState(false);
  const fields = distinctSignatures(input.documents);

  const refresh = () => queryClient.invalidateQueries({ queryKey: signEnvelopesKey(license, riskId) });
  const remember = (envelope: TSignEnvelope) => queryClient.setQueryData(signEnvelopesKey(license, riskId), (old: TSignEnvelope[] | undefined) => [envelope, ...(old ?? []).filter((e) => e.Id !== envelope.Id)]);

  // A completed request has sent the form (once per envelope).
  const completedSeen = useRef<string | null>(null);
  const { onCompleted } = input;
  useEffect(() => {
    if (latest?.Status !== 'completed' || completedSeen.current === latest.Id) return;
    completedSeen.current = latest.Id;
    onCompleted();
  }, [latest, onCompleted]);

  const ready = async (): Promise<boolean> => {
    setFailure(null);
    setNotSaved(false);
    if (await input.flush()) return true;
    setNotSaved(true);
    return false;
  };

  const refused = (error: unknown) => {
    if (isApiError(error) && error.code === 'VALIDATION' && error.errors.some((e) => e.path.startsWith('Data'))) input.onInvalid(error);
    else setFailure(error);
  };

  const send = (action: TSendAction) => {
    const flow = signingFlowOf(fields);
    if (flow === 'none') {
      void input.transfer();
      return;
    }
    void (async () => {
      setPreparing(true);
      try {
        if (!(await ready())) return;
        if (flow === 'request' || action === 'sign') {
          setRequestOpen(true);
          return;
        }
        const envelope = await requestSignatures(license, { RiskId: riskId, Signers: [{ Field: fields[0]!, Email: input.ownEmail }] });
        remember(envelope);
        if (envelope.OwnSignToken) setOwn({ token: envelope.OwnSignToken, envelopeId: envelope.Id, single: true });
        setSigning(!!envelope.OwnSignToken);
      } catch (error) {
        refused(error);
      } finally {
        setPreparing(false);
      }
    })();
  };

  const closeOwn = () => {
    setSigning(false);
    // The single signature was requested only to be given here: not given, the request goes, the form is editable again.
    if (own?.single) {
      const envelopeId = own.envelopeId;
      setOwn(null);
      void revokeEnvelope(license, envelopeId).catch(() => undefined).finally(() => void refresh());
    }
  };

  const signed = (result: TSubmitSignatureResult) => {
    setSigning(false);
    setOwn(null);
    void refresh();
    if (result.EnvelopeCompleted) input.onCompleted();
  };

  const element = (
    <>
      {preparing && textsReady ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden="true" />
          <Typography variant="body2">{t('signing.viewer.preparing')}</Typography>
        </Stack>
      ) : null}
      {notSaved ? <Alert severity="warning">{t('forms.transfer.notSaved')}</Alert> : null}
      {failure ? <ErrorAlert error={failure} data-testid="form-signing-error" /> : null}
      {latest && textsReady ? (
        <EnvelopePanel
          license={license}
          envelope={latest}
          onSignNow={own && latest.Id === own.envelopeId ? () => setSigning(true) : undefined}
          onRevoked={() => {
            setOwn(null);
            void refresh();
          }}
        />
      ) : null}
      <SignRequestDialog
        open={requestOpen}
        license={license}
        riskId={riskId}
        fields={fields}
        onClose={() => setRequestOpen(false)}
        onRequested={(envelope) => {
          setRequestOpen(false);
          remember(envelope);
          if (envelope.OwnSignToken) setOwn({ token: envelope.OwnSignToken, envelopeId: envelope.Id, single: false });
        }}
        onInvalidForm={(error) => {
          setRequestOpen(false);
          input.onInvalid(error);
        }}
      />
      <PdfSignDialog token={signing && own ? own.token : null} onClose={closeOwn} onSigned={signed} />
    </>
  );

  return { locked: latest?.Status === 'pending', send, element };
}
