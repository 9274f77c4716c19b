/**
 * Files of a form risk (upload controls) and the AI document import of a gptUpload control (issue 10 items 2, 3;
 * docs/api-forms.md): request fields and answers, shared by server and web.
 */
import { z } from 'zod';

/** Most files one risk may hold, and their total size: a form is no file store. */
export const FORM_RISK_MAX_FILES = 50;
export const FORM_RISK_MAX_TOTAL_BYTES = 100 * 1024 * 1024;

/** A control's name (its Kennung, else its id) as a multipart field. */
const ZControlName = z.string().trim().min(1).max(200);

/** An uploaded file as the risk's data holds it (an upload control's answer is a list of these). */
export const ZFormRiskFile = z.object({
  Id: z.uuid().describe('The file\'s id: GET Forms/Risk/{riskId}/Files/{Id} downloads it.'),
  Name: z.string().describe('The file name as stored (sanitised, its extension matching the content).'),
  Size: z.number().int().min(1).describe('Bytes.'),
  Type: z.string().describe('The content type found by the file\'s content (application/pdf, image/png, …).'),
});
export type TFormRiskFile = z.infer<typeof ZFormRiskFile>;

export const ZFormRiskFileUploadFields = z
  .object({
    control: ZControlName.optional().describe('The upload control the file is for: then its allowed formats apply too.'),
  })
  .strict();
export type TFormRiskFileUploadFields = z.infer<typeof ZFormRiskFileUploadFields>;

export const ZFormAiImportFields = z
  .object({
    control: ZControlName.describe('The gptUpload control whose import this is.'),
  })
  .strict();
export type TFormAiImportFields = z.infer<typeof ZFormAiImportFields>;

export const FORM_AI_IMPORT_SOURCES = ['ai', 'builtin'] as const;

export const ZFormAiImportResult = z.object({
  Values: z
    .record(z.string(), z.unknown())
    .describe('Proposed answers by control name (the controls marked KI-Abruf), each valid for its control; nothing is saved — the browser applies them after the user confirms.'),
  Source: z.enum(FORM_AI_IMPORT_SOURCES).describe('ai: read by the configured AI service; builtin: read from the PDF\'s text by the fields\' labels.'),
});
export type TFormAiImportResult = z.infer<typeof ZFormAiImportResult>;
