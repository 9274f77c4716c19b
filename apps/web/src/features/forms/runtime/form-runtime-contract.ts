/**
 * What the form runtime (runtime/) and the form viewer (viewer/) agree on. The runtime renders a form product and
 * keeps its engine state; the viewer loads, saves, renders documents and transfers. Neither reaches into the other.
 */
import type { ReactNode } from 'react';
import type { TFormData, TFormDefinition, TFormState, TPrefillUser } from '@portal/forms';

/** An uploaded file as the form data holds it (upload controls hold a list of these). */
export type TFormFile = { Id: string; Name: string; Size: number; Type: string };

/** The server calls the runtime needs; the viewer provides them (bound to the risk and the licence). */
export type TFormRuntimeServices = {
  /** Stores a file of an upload control (POST Forms/Risk/{riskId}/Files). */
  uploadFile: (controlName: string, file: File) => Promise<TFormFile>;
  /** Where a stored file is downloaded. */
  fileUrl: (file: TFormFile) => string;
  /** AI document import of a gptUpload control (POST Forms/Risk/{riskId}/AiImport): proposed values by control name. */
  aiImport: (controlName: string, file: File) => Promise<{ values: TFormData }>;
};

export type TFormRuntimePage = { index: number; count: number; isSummary: boolean };

export type TFormRuntimeProps = {
  /** The form product (its Pages and options). */
  definition: TFormDefinition;
  /** The answers to start from (already revived and prefilled by the runtime itself). */
  data: TFormData;
  /** When this changes, the runtime replaces its state with `data` (the viewer resolved a conflict). */
  dataRevision: number;
  /** Transferred, or the form's readOnly option: nothing can be changed. */
  readOnly: boolean;
  /** The logged-in user, for default answers (first name, last name, e-mail). */
  user: TPrefillUser | null;
  language: 'de' | 'en' | 'pl';
  services: TFormRuntimeServices;
  /** Every change of the answers, after the engine ran (the viewer debounces saving). */
  onChange: (data: TFormData, state: TFormState) => void;
  /** The page to open first (restored after a reload). */
  initialPage?: number;
  onPageChange?: (page: TFormRuntimePage) => void;
  /**
   * The viewer's summary page content (documents 'Dateien', send button). When given, the runtime adds a last
   * page that shows the answers compactly and then this.
   */
  summary?: (state: TFormState) => ReactNode;
};
