/**
 * The send step of the summary: what happens when the user presses the send button. A seam for signing (the
 * next issue): for 'sign' ('Unterschreiben', more than one distinct signature needed) it will open the sign
 * dialog, collect the signers' e-mails and only then transfer. Until signing exists, both buttons transfer
 * the form as it is — the rendered documents go to the broker unsigned.
 */
import type { TSendAction } from '@portal/forms';
import type { TRenderedFormDocument } from '../api/render-documents';

export type TSendStepContext = {
  action: TSendAction;
  documents: readonly TRenderedFormDocument[];
  /** Sends the form to the broker (POST Forms/Risk/{riskId}/Transfer). */
  transfer: () => Promise<void>;
};

export type TSendStep = (context: TSendStepContext) => Promise<void>;

/** Today's send step: transfer for both actions (signing plugs in here). */
export const transferSendStep: TSendStep = ({ transfer }) => transfer();
