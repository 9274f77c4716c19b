/**
 * A form with the control types no demo form uses (multi-select list, checklist, dynamicList, gptUpload,
 * location, remark, clock, a full-header group), so that the runtime's tests render every type.
 */
type TJson = Record<string, unknown>;

const c = (type: string, name: string, at: [number, number, number, number], properties: TJson = {}, extra: TJson = {}): TJson => ({
  id: name,
  type,
  gridPosition: { x: at[0], y: at[1], cols: at[2], rows: at[3] },
  properties: { Kennung: name, ...properties },
  ...extra,
});
const options = (...labels: string[]) => labels.map((label) => ({ name: label, label, value: label }));

export const ALL_CONTROLS_FORM: TJson = {
  Id: 'alle-felder',
  Titel: 'Alle Feldtypen',
  options: { showFooter: true },
  pages: [
    {
      id: 'p1',
      type: 'page',
      properties: { Überschrift: 'Auswahl' },
      controls: [
        c('list', 'Interessen', [0, 0, 3, 1], { Überschrift: 'Interessen', multiSelect: true, options: options('Haus', 'Auto', 'Reise') }),
        c('list', 'Kontaktweg', [3, 0, 3, 1], { Überschrift: 'Kontaktweg', multiSelect: true, Darstellung: 'Einzelne Antworten', options: options('Telefon', 'E-Mail') }),
        c('checklist', 'Unterlagen', [0, 1, 6, 1], { Überschrift: 'Vorhandene Unterlagen', options: options('Rechnung', 'Fotos', 'Gutachten') }),
        c(
          'group',
          'Personen',
          [0, 2, 6, 2],
          { Überschrift: 'Person', repeating: true, style: 'fullHeader', icon: 'person' },
          { controls: [c('textInput', 'PersonName', [0, 0, 6, 1], { Überschrift: 'Name der Person' })] },
        ),
        c('dynamicList', 'Ansprechpartner', [0, 4, 3, 1], { Überschrift: 'Ansprechpartner', targetGroup: 'Personen', targetQuestion: 'PersonName' }),
      ],
    },
    {
      id: 'p2',
      type: 'page',
      properties: { Überschrift: 'Sonstiges' },
      controls: [
        c('gptUpload', 'KiImport', [0, 0, 6, 1], { Überschrift: 'Daten aus einem Dokument übernehmen', allowedFormats: ['.pdf'] }),
        c('textInput', 'Vertragsnummer', [0, 1, 3, 1], { Überschrift: 'Vertragsnummer', 'KI-Abruf': true }),
        c('number', 'Betrag', [3, 1, 3, 1], { Überschrift: 'Betrag', unit: '€', Nachkommastellen: 2, 'KI-Abruf': true }),
        c('location', 'Standort', [0, 2, 6, 1], { Überschrift: 'Standort des Schadens' }),
        c('remark', 'Bemerkung', [0, 3, 6, 2], { Überschrift: 'Bemerkung' }),
        c('clock', 'Uhr', [0, 5, 2, 1], { Überschrift: 'Aktuelle Uhrzeit' }),
        c('group', 'Kontakt', [2, 5, 4, 2], { Überschrift: 'Kontakt', style: 'fullHeader', icon: 'mail' }, { controls: [c('textInput', 'KontaktMail', [0, 0, 6, 1], { Überschrift: 'E-Mail', Textformat: 'E-mail' })] }),
      ],
    },
  ],
};
