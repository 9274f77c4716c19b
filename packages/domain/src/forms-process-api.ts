/**
 * Forms processes (spec 001 §2.2, §2.3, §3, §4, §5, §7; issue 11; docs/api-forms.md "Forms processes"): a forms
 * process is a form risk seen with its process metadata — the record it was started for (Kontext), who receives it,
 * until when it is valid and the group it belongs to. The rules here (the status a risk shows, who may expire it,
 * who may edit its receivers) are pure; the server filters by the same status in SQL and the web shows the buttons.
 */
import { z } from 'zod';

/**
 * The status of a forms process (spec 001 §4 names Open and Processing; the others follow the risk's life):
 * Open — never saved · Processing — saved at least once · Signing — signatures requested · Completed — sent to the
 * broker · Expired — expired by a receiver, or its valid-until date has passed before it was sent.
 */
export const FORMS_PROCESS_STATES = ['Open', 'Processing', 'Signing', 'Completed', 'Expired'] as const;
export const ZFormsProcessState = z.enum(FORMS_PROCESS_STATES);
export type TFormsProcessState = z.infer<typeof ZFormsProcessState>;

/** The record a form was started for (spec 001 §3 Kontext). */
export const FORMS_PROCESS_CONTEXTS = ['Kunde', 'Vertrag', 'Schaden', 'Vermittler', 'Adresse'] as const;
export const ZFormsProcessContext = z.enum(FORMS_PROCESS_CONTEXTS);
export type TFormsProcessContext = z.infer<typeof ZFormsProcessContext>;

/** Page sizes of the list (spec 001 §9); the first is the default. */
export const FORMS_PROCESS_PAGE_SIZES = [5, 10, 25] as const;
export const FORMS_PROCESS_DEFAULT_PAGE_SIZE = 5;

/** Sortable columns; the default is Anlagedatum descending (spec 001 §9). */
export const FORMS_PROCESS_SORT_KEYS = ['Anlagedatum', 'Assfinetform', 'Status', 'ValidUntilDate', 'Kundenname', 'Creator', 'Group'] as const;
export const ZFormsProcessSortKey = z.enum(FORMS_PROCESS_SORT_KEYS);
export type TFormsProcessSortKey = z.infer<typeof ZFormsProcessSortKey>;
export const FORMS_PROCESS_DEFAULT_SORT = '-Anlagedatum';

/** The stored side of a risk the status is derived from. */
export type TFormsProcessStateInput = {
  /** form_risks.status: draft, signing, transferred, expired. */
  status: string;
  version: number;
  validUntil: Date | null;
};

/** The status a risk shows (the server's SQL filter computes the same: repository formsProcessStateSql). */
export function formsProcessState(risk: TFormsProcessStateInput, now: Date): TFormsProcessState {
  if (risk.status === 'transferred') return 'Completed';
  if (risk.status === 'expired') return 'Expired';
  if (risk.validUntil && risk.validUntil.getTime() < now.getTime()) return 'Expired';
  if (risk.status === 'signing') return 'Signing';
  return risk.version <= 1 ? 'Open' : 'Processing';
}

/** E-mail addresses are compared without case and surrounding spaces. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isReceiver = (receivers: readonly string[], email: string | null | undefined): boolean =>
  !!email && receivers.some((r) => normalizeEmail(r) === normalizeEmail(email));

/** Spec 001 §4: a risk can be expired only when it is Open or Processing and the user is among its receivers. */
export function mayExpireFormsProcess(p: { state: TFormsProcessState; receivers: readonly string[] }, userEmail: string | null | undefined): boolean {
  return (p.state === 'Open' || p.state === 'Processing') && isReceiver(p.receivers, userEmail);
}

/** Spec 001 §6: the receivers button shows unless CanShareForms is explicitly false. */
export const mayShareForms = (permissions: { CanShareForms?: boolean | null }): boolean => permissions.CanShareForms !== false;

/** Receivers of a sent or expired form change nothing any more. */
export const receiversEditable = (state: TFormsProcessState): boolean => state === 'Open' || state === 'Processing' || state === 'Signing';

/**
 * Spec 001 §5: removing oneself from the receivers asks first, unless the user is a licence admin or has the admin
 * role (they see every forms process of the licence anyway).
 */
export function confirmsSelfRemoval(removed: string, userEmail: string | null | undefined, role: string): boolean {
  if (role === 'licenseAdmin' || role === 'employee') return false;
  return !!userEmail && normalizeEmail(removed) === normalizeEmail(userEmail);
}

/** The viewer URL of a forms process (spec 001 §2.1 forms: productId and riskId). */
export const formsProcessUrl = (productId: string, riskId: string): string =>
  `/forms?productId=${encodeURIComponent(productId)}&riskId=${encodeURIComponent(riskId)}`;

/** Placeholders a custom mail template may use; `fillMailTemplate` replaces them. */
export const MAIL_TEMPLATE_PLACEHOLDERS = ['{Formular}', '{Link}', '{Empfaenger}', '{Absender}', '{Makler}', '{GueltigBis}'] as const;
export type TMailTemplateValues = Record<'Formular' | 'Link' | 'Empfaenger' | 'Absender' | 'Makler' | 'GueltigBis', string>;

/** Replaces every known placeholder; unknown braces stay as they are. */
export function fillMailTemplate(template: string, values: TMailTemplateValues): string {
  return template.replace(/\{(Formular|Link|Empfaenger|Absender|Makler|GueltigBis)\}/g, (_, key: keyof TMailTemplateValues) => values[key]);
}

const ZEmail = z.email().max(254).describe('An e-mail address.');

/** `state` may come repeated (?state=Open&state=Processing) or as one comma list (?state=Open,Processing). */
const ZStateParam = z
  .union([z.string().max(200), z.array(z.string().max(40)).max(10)])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
    const out: TFormsProcessState[] = [];
    for (const p of parts) {
      const parsed = ZFormsProcessState.safeParse(p);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `Unknown state ${p.slice(0, 40)}; one of ${FORMS_PROCESS_STATES.join(', ')}` });
        return z.NEVER;
      }
      if (!out.includes(parsed.data)) out.push(parsed.data);
    }
    return out.length ? out : undefined;
  })
  .describe(`Any of the states (${FORMS_PROCESS_STATES.join(', ')}), repeated or as a comma list; none: all.`);

export const ZFormsProcessListQuery = z.object({
  state: ZStateParam,
  title: z.string().trim().max(200).optional().describe('Part of the form\'s name (substring, any case).'),
  group: z.string().trim().max(200).optional().describe('Only processes of this group name.'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based page.'),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (FORMS_PROCESS_PAGE_SIZES as readonly number[]).includes(n), { message: `One of ${FORMS_PROCESS_PAGE_SIZES.join(', ')}` })
    .default(FORMS_PROCESS_DEFAULT_PAGE_SIZE)
    .describe('5, 10 or 25 (default 5).'),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${FORMS_PROCESS_SORT_KEYS.join('|')})$`), `One of ${FORMS_PROCESS_SORT_KEYS.join(', ')}, with a leading - for descending`)
    .default(FORMS_PROCESS_DEFAULT_SORT)
    .describe('A column, with a leading - for descending; default -Anlagedatum.'),
});
export type TFormsProcessListQuery = z.infer<typeof ZFormsProcessListQuery>;

/** Reads `-Anlagedatum` as key and direction. */
export function parseFormsProcessSort(sort: string): { key: TFormsProcessSortKey; desc: boolean } {
  const desc = sort.startsWith('-');
  const key = ZFormsProcessSortKey.safeParse(desc ? sort.slice(1) : sort);
  return key.success ? { key: key.data, desc } : { key: 'Anlagedatum', desc: true };
}

export const ZFormsProcess = z.object({
  Id: z.uuid().describe('The forms process; the same as RiskId (a forms process is a form risk).'),
  RiskId: z.uuid(),
  AssfinetformsId: z.uuid().describe('The form product.'),
  Assfinetform: z.string().describe('The form\'s name.'),
  Kontext: ZFormsProcessContext.nullable().describe('The kind of record the form was started for.'),
  Kundenname: z.string().nullable(),
  VertragsNr: z.string().nullable(),
  Schadenvorgang: z.string().nullable().describe('The claim\'s broker number.'),
  Adresse: z.string().nullable().describe('Street, postcode and town of the address record.'),
  Status: ZFormsProcessState,
  Anlagedatum: z.iso.datetime(),
  ValidUntilDate: z.iso.datetime().nullable(),
  Creator: z.string().describe('The name of the member who started the form.'),
  Receivers: z.array(z.string()),
  Url: z.string().describe('The form viewer: /forms?productId=…&riskId=…'),
  Group: z.object({ Name: z.string() }).nullable(),
  CanExpire: z.boolean().describe('Whether the caller may expire it (Open or Processing, and the caller is a receiver).'),
  CanEditReceivers: z.boolean().describe('Whether the caller may change its receivers.'),
});
export type TFormsProcess = z.infer<typeof ZFormsProcess>;

export const ZFormsProcessList = z.object({
  Items: z.array(ZFormsProcess),
  Total: z.number().int().min(0),
  Page: z.number().int().min(1),
  PageSize: z.number().int(),
  Groups: z.array(z.string()).describe('Every group name of the licence\'s visible processes (for the group filter).'),
});
export type TFormsProcessList = z.infer<typeof ZFormsProcessList>;

export const ZEditFormsProcessReceivers = z
  .object({
    Receivers: z.array(ZEmail).max(50).describe('The complete new list of receivers.'),
    SendMail: z.array(ZEmail).max(50).default([]).describe('Receivers to send the form\'s custom mail to (each must be in Receivers).'),
    CancelReminders: z.boolean().default(false).describe('Cancel the reminder mails of this process.'),
  })
  .superRefine((v, ctx) => {
    const all = new Set(v.Receivers.map(normalizeEmail));
    v.SendMail.forEach((m, i) => {
      if (!all.has(normalizeEmail(m))) ctx.addIssue({ code: 'custom', path: ['SendMail', i], message: 'Not among the receivers' });
    });
  });
export type TEditFormsProcessReceivers = z.infer<typeof ZEditFormsProcessReceivers>;

export const ZEditFormsProcessReceiversResult = z.object({
  Process: ZFormsProcess,
  MailsSent: z.number().int().min(0),
  RemindersCancelled: z.boolean(),
});
export type TEditFormsProcessReceiversResult = z.infer<typeof ZEditFormsProcessReceiversResult>;

export const ZExpireFormsProcess = z.object({ RiskId: z.uuid().describe('The risk (forms process) to expire.') });
export type TExpireFormsProcess = z.infer<typeof ZExpireFormsProcess>;

/** Most risks one export holds. */
export const FORMS_PROCESS_EXPORT_MAX = 5000;

export const ZExportFormsProcesses = z
  .object({
    RiskIds: z.array(z.uuid()).min(1).max(FORMS_PROCESS_EXPORT_MAX).optional().describe('The risks to export, one row each.'),
    Filter: z
      .object({
        State: z.array(ZFormsProcessState).max(FORMS_PROCESS_STATES.length).optional(),
        Title: z.string().trim().max(200).optional(),
        Group: z.string().trim().max(200).optional(),
      })
      .optional()
      .describe('Instead of RiskIds: every visible risk the list\'s filters select (export all, or one group), at most 5000.'),
  })
  .refine((v) => !!v.RiskIds !== !!v.Filter, { message: 'Give either RiskIds or Filter', path: ['RiskIds'] });
export type TExportFormsProcesses = z.infer<typeof ZExportFormsProcesses>;

export const ZFormMailTemplate = z.object({
  ProductId: z.uuid(),
  Template: z
    .object({ Subject: z.string(), Body: z.string(), Placeholders: z.array(z.string()) })
    .nullable()
    .describe('The licence\'s custom mail of this form; null when it has none (then no forms-created mail is offered).'),
});
export type TFormMailTemplate = z.infer<typeof ZFormMailTemplate>;

/** The file name of an export (spec 001 §7): 'Export {timestamp}.xlsx', the timestamp without characters file systems refuse. */
export function formsProcessExportFileName(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `Export ${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())} ${p(now.getHours())}-${p(now.getMinutes())}-${p(now.getSeconds())}.xlsx`;
}

export type TReceiverAdd = { ok: true; receivers: string[]; added: string } | { ok: false; reason: 'invalid' | 'duplicate' | 'empty' };

/**
 * Spec 001 §5: a receiver must be a valid e-mail ('editFormsProcessReceiversAddError'); one already in the list is
 * refused as a duplicate (the dialog says 'already added'). Stored lower case, without surrounding spaces.
 */
export function addReceiver(receivers: readonly string[], input: string): TReceiverAdd {
  const email = normalizeEmail(input);
  if (!email) return { ok: false, reason: 'empty' };
  if (!ZEmail.safeParse(email).success) return { ok: false, reason: 'invalid' };
  if (isReceiver(receivers, email)) return { ok: false, reason: 'duplicate' };
  return { ok: true, receivers: [...receivers, email], added: email };
}
