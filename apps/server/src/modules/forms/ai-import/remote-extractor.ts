/**
 * The remote extractor: an OpenAI-compatible chat-completions service (`POST {AI_BASE_URL}/chat/completions`;
 * OpenAI, Azure OpenAI's compatible endpoint, Mistral, a local Ollama or vLLM …) is given the fields (name, type,
 * label, the form designer's hint KI-Hilfe, the options) and the document — its text, or the image for a model
 * that reads images — and asked for a JSON object of the values it finds. It fails clearly: no answer within the
 * timeout is 504 AI_TIMEOUT, an error status, an unreachable service or an answer that is not the JSON asked for
 * is 502 AI_UNAVAILABLE. The key is sent as a Bearer token and never logged or answered.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/errors.js';
import type { TDocumentExtractor, TExtractionDocument } from './extractor.js';
import type { TImportField } from './import-fields.js';
import { linesAsText } from './pdf-text.js';

/** Characters of document text sent at most (about 15,000 tokens): the fields of a form are near the top. */
export const AI_MAX_TEXT_CHARS = 60_000;

export type TRemoteAiSettings = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

const INSTRUCTIONS = [
  'You read a document and fill in form fields from it.',
  'Answer with one JSON object only. Its keys are the field names given; the value of each is what the document states for that field, or null when it does not state it. Never guess or invent values.',
  'Types: text → string; number → a JSON number without unit or thousands separators; date → "YYYY-MM-DD"; time → "HH:MM"; checkbox → true or false;',
  'choice → exactly one of the field\'s options (for a field with "multiple": a JSON list of them). The document is usually German: read 1.234,56 as 1234.56 and 03.05.2024 as 2024-05-03.',
].join('\n');

const TYPE_NAMES: Partial<Record<TImportField['type'], string>> = {
  textInput: 'text',
  textarea: 'text',
  remark: 'text',
  number: 'number',
  date: 'date',
  time: 'time',
  checkbox: 'checkbox',
  checkboxList: 'choice',
  list: 'choice',
  checklist: 'choice',
};

/** The fields as the model is told about them. */
function describeFields(fields: readonly TImportField[]) {
  return fields.map((f) => ({
    name: f.name,
    type: TYPE_NAMES[f.type] ?? 'text',
    label: f.label,
    ...(f.hint ? { hint: f.hint } : {}),
    ...(f.options ? { options: f.options.map((o) => o.label) } : {}),
    ...(f.multiple ? { multiple: true } : {}),
  }));
}

function userContent(document: TExtractionDocument, fields: readonly TImportField[]) {
  const intro = `Fields:\n${JSON.stringify(describeFields(fields), null, 1)}`;
  if (document.kind === 'image') {
    return [
      { type: 'text', text: `${intro}\n\nThe document is the image.` },
      { type: 'image_url', image_url: { url: `data:${document.mimeType};base64,${document.data.toString('base64')}` } },
    ];
  }
  const text = linesAsText(document.lines);
  const clipped = text.length > AI_MAX_TEXT_CHARS ? `${text.slice(0, AI_MAX_TEXT_CHARS)}\n[…]` : text;
  return `${intro}\n\nDocument:\n"""\n${clipped}\n"""`;
}

const unavailable = (detail: string) => new AppError('AI_UNAVAILABLE', 502, detail);

/** The JSON object in a model's message (some wrap it in a Markdown code fence despite the JSON mode). */
function parseAnswer(content: unknown): Record<string, unknown> {
  if (typeof content !== 'string') throw unavailable('The AI service answered without content');
  const bare = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/```$/, '').trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(bare);
  } catch {
    throw unavailable('The AI service did not answer with JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw unavailable('The AI service did not answer with a JSON object');
  return parsed as Record<string, unknown>;
}

async function complete(settings: TRemoteAiSettings, body: unknown, log: FastifyBaseLogger | undefined): Promise<unknown> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const name = (err as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new AppError('AI_TIMEOUT', 504, `The AI service did not answer within ${settings.timeoutMs / 1000} s`);
    log?.warn({ err: String((err as { cause?: unknown })?.cause ?? err) }, 'AI import: the AI service is unreachable');
    throw unavailable('The AI service could not be reached');
  }
  let payload: unknown;
  try {
    payload = await res.json();
  } catch (err) {
    const name = (err as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new AppError('AI_TIMEOUT', 504, `The AI service did not answer within ${settings.timeoutMs / 1000} s`);
    payload = null;
  }
  if (!res.ok) {
    log?.warn({ status: res.status }, 'AI import: the AI service answered an error');
    throw unavailable(`The AI service answered with status ${res.status}`);
  }
  return payload;
}

export function remoteExtractor(settings: TRemoteAiSettings, log?: FastifyBaseLogger): TDocumentExtractor {
  return {
    source: 'ai',
    readsImages: true,
    async extract(document, fields) {
      const payload = await complete(
        settings,
        {
          model: settings.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: userContent(document, fields) },
          ],
        },
        log,
      );
      const content = (payload as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
      const answer = parseAnswer(content);
      const found: Record<string, unknown[]> = {};
      for (const field of fields) if (Object.prototype.hasOwnProperty.call(answer, field.name) && answer[field.name] !== null) found[field.name] = [answer[field.name]];
      return found;
    },
  };
}
