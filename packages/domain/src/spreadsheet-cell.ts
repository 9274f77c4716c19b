/**
 * CSV cells that a spreadsheet program would run as a formula (OWASP "CSV Injection"): text beginning with
 * `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading single quote, so Excel, LibreOffice and
 * Google Sheets show it as text. Only text from people (names, titles, headers) goes through this; numbers the
 * server formats itself (`-12,50`) stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeSpreadsheetFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
