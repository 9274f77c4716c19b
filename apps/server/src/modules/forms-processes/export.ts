/**
 * The forms process export (spec 001 §7 "Export risks"): one sheet, one row per risk, every column of the list with
 * German headers (the spec's field names), dates as real dates. Text from people is neutralised against formula
 * injection (as the CSV export does).
 */
import ExcelJS from 'exceljs';
import { neutralizeSpreadsheetFormula, type TFormsProcess } from '@portal/domain';

/** Status words as the German list shows them (the web's formsProcesses.status.* in de). */
const STATUS_DE: Record<TFormsProcess['Status'], string> = {
  Open: 'Offen',
  Processing: 'In Bearbeitung',
  Signing: 'In Unterschrift',
  Completed: 'Abgeschlossen',
  Expired: 'Abgelaufen',
};

const text = (v: string | null | undefined) => (v ? neutralizeSpreadsheetFormula(v) : '');

const COLUMNS: { header: string; key: string; width: number; value: (p: TFormsProcess) => string | Date | null; date?: boolean }[] = [
  { header: 'Formular', key: 'form', width: 32, value: (p) => text(p.Assfinetform) },
  { header: 'Empfänger', key: 'receivers', width: 36, value: (p) => text(p.Receivers.join(', ')) },
  { header: 'Kontext', key: 'context', width: 12, value: (p) => p.Kontext ?? '' },
  { header: 'Kundenname', key: 'customer', width: 28, value: (p) => text(p.Kundenname) },
  { header: 'Vertragsnummer', key: 'contract', width: 18, value: (p) => text(p.VertragsNr) },
  { header: 'Schadenvorgang', key: 'claim', width: 18, value: (p) => text(p.Schadenvorgang) },
  { header: 'Adresse', key: 'address', width: 32, value: (p) => text(p.Adresse) },
  { header: 'Status', key: 'status', width: 16, value: (p) => STATUS_DE[p.Status] },
  { header: 'Anlagedatum', key: 'created', width: 18, value: (p) => new Date(p.Anlagedatum), date: true },
  { header: 'Gültig bis', key: 'validUntil', width: 18, value: (p) => (p.ValidUntilDate ? new Date(p.ValidUntilDate) : null), date: true },
  { header: 'Ersteller', key: 'creator', width: 24, value: (p) => text(p.Creator) },
  { header: 'Gruppe', key: 'group', width: 20, value: (p) => text(p.Group?.Name) },
  { header: 'RiskId', key: 'riskId', width: 38, value: (p) => p.RiskId },
  { header: 'Formular-Id', key: 'productId', width: 38, value: (p) => p.AssfinetformsId },
  { header: 'Url', key: 'url', width: 60, value: (p) => p.Url },
];

export async function formsProcessWorkbook(processes: readonly TFormsProcess[], licenseName: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = licenseName;
  book.created = new Date();
  const sheet = book.addWorksheet('Formularprozesse', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width, ...(c.date ? { style: { numFmt: 'dd.mm.yyyy hh:mm' } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  for (const p of processes) sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c.key, c.value(p)])));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
