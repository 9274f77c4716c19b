/**
 * Pure rules of the process detail page (spec 000 §3, §4; spec 001 §2.1): which route parameters name a
 * process and the tabs (process-ref.ts, used by the routes in the entry; re-exported here), which reply buttons
 * a process offers, what a posted message does to the cached process (the domain's processAfterMessage),
 * reply validation and the display of times and sizes.
 */
import {
  DOCUMENT_UPLOAD_MAX_BYTES,
  processAfterMessage,
  ZPostProcessMessage,
  type TProcessDetail,
  type TProcessMessage,
  type TProcessMessageType,
} from '@portal/domain';

// The route parameters' rules, for this page's modules and tests.
export { DEFAULT_PROCESS_FOCUS, isProcessId, isProcessRef, normaliseProcessFocus, processApiPath, PROCESS_FOCUSES, type TProcessFocus } from './process-ref';

export type TReplyChoices = {
  /** Text types the reply box always offers. */
  types: readonly Extract<TProcessMessageType, 'Info' | 'Antwort'>[];
  /** A Bestaetigung button: the process waits for a confirmation (required action or pending change). */
  confirm: boolean;
  /** The process waits for documents: the upload is the call to action. */
  documents: boolean;
};

export function replyChoices(p: Pick<TProcessDetail, 'Aktion' | 'Dirty'>): TReplyChoices {
  return { types: ['Info', 'Antwort'], confirm: p.Aktion === 'confirmation' || p.Dirty, documents: p.Aktion === 'documents' };
}

/** What sending a message of this type settles (shown next to the reply buttons): the domain rule decides. */
export function settledBy(p: Pick<TProcessDetail, 'Aktion' | 'Dirty'>, type: TProcessMessageType): { action: boolean; dirty: boolean } {
  const after = processAfterMessage({ requiredAction: p.Aktion, dirty: p.Dirty }, type);
  return { action: p.Aktion !== 'none' && after.requiredAction === 'none', dirty: p.Dirty && !after.dirty };
}

/**
 * The cached process after the server accepted a message: the message at the end of the thread and
 * the process's state changed as the server changes it (processAfterMessage), so the page is right at
 * once; the refetch that follows confirms it.
 */
export function applyPostedMessage(p: TProcessDetail, message: TProcessMessage): TProcessDetail {
  if (p.Messages.some((m) => m.Id === message.Id)) return p;
  const type = message.Type as TProcessMessageType;
  const after = processAfterMessage({ requiredAction: p.Aktion, dirty: p.Dirty }, type);
  return {
    ...p,
    Aktion: after.requiredAction,
    Dirty: after.dirty,
    Read: null,
    LastMessage: { Created: message.Created, Type: message.Type, FromMakler: message.FromMakler, Text: message.Text.slice(0, 200) },
    Messages: [...p.Messages, message],
  };
}

export const REPLY_MAX = 5000;

/** Reply text check as the server does it (ZPostProcessMessage): null when it may be sent. */
export function replyTextError(text: string): 'required' | 'tooLong' | null {
  const parsed = ZPostProcessMessage.shape.Text.safeParse(text);
  if (parsed.success) return null;
  return text.trim().length === 0 ? 'required' : 'tooLong';
}

/** A typed reply that was not sent: leaving the page asks first. */
export const hasUnsentReply = (text: string): boolean => text.trim().length > 0;

/** Files larger than the server accepts are refused before the upload starts (the server says 413 too). */
export const isTooLarge = (size: number): boolean => size > DOCUMENT_UPLOAD_MAX_BYTES;

/** DD.MM.YYYY, HH:mm in the user's zone; null for an empty or invalid time. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}.${p(d.getMonth() + 1)}.${d.getFullYear()}, ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** 512 B, 12,3 KB, 4,5 MB (German decimal comma in every language, like the money format). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1).replace('.', ',')} KB`;
  return `${(kb / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** The download address of an attachment: the server's Url plus the active licence. */
export const fileDownloadUrl = (url: string, license: string): string => `${url}${url.includes('?') ? '&' : '?'}license=${encodeURIComponent(license)}`;

export type TThreadFile = TProcessMessage['Files'][number] & { messageId: string; created: string; author: string };

/** Every attachment of the thread, newest first (the Dateien tab). */
export function threadFiles(p: Pick<TProcessDetail, 'Messages'>): TThreadFile[] {
  const files = p.Messages.flatMap((m) => m.Files.map((f) => ({ ...f, messageId: m.Id, created: m.Created, author: m.Author })));
  return files.sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
}

/** Messages that arrived since the thread was last seen (for the screen-reader announcement). */
export function newMessagesSince(previousIds: ReadonlySet<string> | null, messages: readonly TProcessMessage[]): TProcessMessage[] {
  if (!previousIds) return [];
  return messages.filter((m) => !previousIds.has(m.Id));
}

/** /vorgang/{ref}[/…] → the process part of a path; other pages → the path itself. */
const processPathKey = (pathname: string): string => {
  const m = /^\/vorgang\/([^/]+)/.exec(pathname);
  return m ? `/vorgang/${m[1]}` : pathname;
};

/** Whether a navigation leaves this process (switching its tabs keeps the typed reply and needs no question). */
export const leavesProcess = (currentPath: string, nextPath: string): boolean => processPathKey(currentPath) !== processPathKey(nextPath);
