/**
 * The demo forms (issue 10, item 6) in the definition format of packages/forms (spec 001 §3): a claim report
 * with conditions and a repeating group of witnesses, a household-insurance quote with calculations, and the two
 * eVB requests (Kompaktkraft, Euromobil). Plain JSON as the product stores it; demo-forms.test.ts proves each one
 * parses, compiles without a definition issue and accepts a plausible filling-in.
 */
import type { TRole } from '@portal/domain';

export type TJson = Record<string, unknown>;

export type TDemoForm = {
  /** Stable key: the form's Id in its definition and the index of its seeded id. */
  key: string;
  name: string;
  /** Roles that may start it; empty = every member who may write. */
  startRoles: TRole[];
  /** Only licences of this product family offer it (the eVB requests); undefined = every licence. */
  family?: 'KOMPAKT' | 'EUROMOBIL';
  definition: TJson;
};

/** A control at a grid position (x, y, cols, rows on the 6-column grid). */
export function c(type: string, name: string, at: [number, number, number, number], properties: TJson = {}, extra: TJson = {}): TJson {
  const [x, y, cols, rows] = at;
  return { id: name, type, gridPosition: { x, y, cols, rows }, properties: { Kennung: name, ...properties }, ...extra };
}
export const page = (id: string, title: string, controls: TJson[], properties: TJson = {}): TJson => ({ id, type: 'page', properties: { Überschrift: title, ...properties }, controls });
export const options = (...labels: string[]): TJson[] => labels.map((label) => ({ name: label, label, value: label }));
export const when = (action: string, ...triggers: TJson[]): TJson => ({ action, triggers });
export const is = (sourceName: string, operator: string, comparativeValue?: string | number | boolean, logicalOperator?: string): TJson => ({
  sourceName,
  operator,
  ...(comparativeValue === undefined ? {} : { comparativeValue }),
  ...(logicalOperator ? { logicalOperator } : {}),
});
export const summary = (id: string): TJson => page(id, 'Zusammenfassung', [], { summary: true });

/** Schadenmeldung: who, what happened, witnesses (repeating), police only when the police was there, a theft needs the report number. */
const claimReport: TJson = {
  Id: 'schadenmeldung',
  Titel: 'Schadenmeldung',
  options: {
    showFooter: true,
    language: 'de',
    // The claimant signs the report (the viewer's send button then reads 'Abschicken': one signature).
    signatures: [{ name: 'Anspruchsteller', label: 'Unterschrift Anspruchsteller/in' }],
    documents: [{ key: 'schadenmeldung', name: 'Schadenmeldung', documentType: 'SCHADENMELDUNG' }],
  },
  pages: [
    page('versicherungsnehmer', 'Versicherungsnehmer', [
      c('hint', 'HinweisSchaden', [0, 0, 6, 1], { Überschrift: 'Bitte melden Sie den Schaden so bald wie möglich. Felder mit * sind Pflichtfelder.' }),
      c('textInput', 'Vorname', [0, 1, 3, 1], { Überschrift: 'Vorname', Erforderlich: true, 'Maximale Länge': 100, defaultAnswerSource: 'firstName' }),
      c('textInput', 'Nachname', [3, 1, 3, 1], { Überschrift: 'Nachname', Erforderlich: true, 'Maximale Länge': 100, defaultAnswerSource: 'lastName' }),
      c('textInput', 'Versicherungsnummer', [0, 2, 3, 1], { Überschrift: 'Versicherungsscheinnummer', Erforderlich: true, 'Maximale Länge': 30, 'KI-Abruf': true, 'KI-Hilfe': 'Die Nummer des Versicherungsscheins' }),
      c('textInput', 'EMail', [3, 2, 3, 1], { Überschrift: 'E-Mail', Textformat: 'E-mail', Erforderlich: true, defaultAnswerSource: 'email' }),
      c('textInput', 'Telefon', [0, 3, 3, 1], { Überschrift: 'Telefon (tagsüber)', Textformat: 'Telefonnummer' }),
      c('textInput', 'IBAN', [3, 3, 3, 1], { Überschrift: 'IBAN für die Auszahlung', Textformat: 'IBAN', Hilfetext: 'Auf dieses Konto zahlen wir die Entschädigung aus.' }),
      // The AI document import: fills the controls marked KI-Abruf (Versicherungsnummer, Hergang) from a PDF.
      c('gptUpload', 'DokumentEinlesen', [0, 4, 6, 1], { Überschrift: 'Versicherungsschein oder Schadenschilderung einlesen', Hilfetext: 'Laden Sie ein PDF hoch: Versicherungsscheinnummer und Schadenhergang werden daraus vorgeschlagen.' }),
    ]),
    page('schaden', 'Schadenhergang', [
      c('date', 'Schadentag', [0, 0, 2, 1], { Überschrift: 'Schadentag', Erforderlich: true, Minimum: 'Today-5y', Maximum: 'Today' }),
      c('time', 'Uhrzeit', [2, 0, 2, 1], { Überschrift: 'Uhrzeit (ungefähr)' }),
      c('list', 'Schadenart', [4, 0, 2, 1], { Überschrift: 'Schadenart', Erforderlich: true, Darstellung: 'Select', options: options('Leitungswasser', 'Feuer', 'Sturm/Hagel', 'Einbruchdiebstahl', 'Glasbruch', 'Haftpflicht', 'Sonstiges') }),
      c('textInput', 'SchadenartSonstiges', [0, 1, 6, 1], { Überschrift: 'Welcher Schaden ist entstanden?', Erforderlich: true, 'Maximale Länge': 200 }),
      c('textInput', 'Schadenort', [0, 2, 4, 1], { Überschrift: 'Schadenort (Straße, PLZ, Ort)', Erforderlich: true, 'Maximale Länge': 200 }),
      c('textInput', 'SchadenortPLZ', [4, 2, 2, 1], { Überschrift: 'Postleitzahl', Textformat: 'Postleitzahl' }),
      c('textarea', 'Hergang', [0, 3, 6, 2], { Überschrift: 'Wie ist der Schaden entstanden?', Erforderlich: true, 'Maximale Länge': 4000, 'KI-Abruf': true }),
      c('number', 'Schadenhoehe', [0, 5, 3, 1], { Überschrift: 'Geschätzte Schadenhöhe', unit: '€', Zahlenformat: 'Währung', Nachkommastellen: 2, Minimum: 0, Maximum: 10_000_000 }),
      c('checkboxList', 'Polizei', [3, 5, 3, 1], { Überschrift: 'Wurde die Polizei hinzugezogen?', Erforderlich: true }),
      c('textInput', 'Dienststelle', [0, 6, 3, 1], { Überschrift: 'Polizeidienststelle', 'Maximale Länge': 120 }),
      c('textInput', 'Tagebuchnummer', [3, 6, 3, 1], { Überschrift: 'Tagebuchnummer der Anzeige', 'Maximale Länge': 40 }),
      c('upload', 'Fotos', [0, 7, 6, 2], { Überschrift: 'Fotos und Belege', allowedFormats: ['.jpg', '.jpeg', '.png', '.pdf'] }),
    ]),
    page('zeugen', 'Zeugen', [
      c('checkbox', 'ZeugenVorhanden', [0, 0, 6, 1], { Überschrift: 'Es gibt Zeugen des Schadens' }),
      c(
        'group',
        'Zeugen',
        [0, 1, 6, 3],
        { Überschrift: 'Zeuge', repeating: true, style: 'borderLabel', icon: 'person' },
        {
          controls: [
            c('textInput', 'ZeugeName', [0, 0, 3, 1], { Überschrift: 'Name', Erforderlich: true, 'Maximale Länge': 120 }),
            c('textInput', 'ZeugeTelefon', [3, 0, 3, 1], { Überschrift: 'Telefon', Textformat: 'Telefonnummer' }),
            c('textInput', 'ZeugeAnschrift', [0, 1, 6, 1], { Überschrift: 'Anschrift', 'Maximale Länge': 200 }),
          ],
        },
      ),
      c('displayValue', 'AnzahlZeugen', [0, 4, 2, 1], { Überschrift: 'Anzahl Zeugen', Nachkommastellen: 0, calculation: { steps: [{ calculationType: 'addition', controlName: 'Zeugen' }] } }),
    ]),
    summary('zusammenfassung'),
  ],
};
// Conditions, set apart so that the controls above stay readable.
export function withConditions(form: TJson, byName: Record<string, TJson[]>): TJson {
  const visit = (controls: TJson[]) =>
    controls.map((control): TJson => {
      const name = (control.properties as TJson).Kennung as string;
      const conditions = byName[name];
      const { conditions: _none, ...rest } = control;
      const nested = Array.isArray(control.controls) ? { controls: visit(control.controls as TJson[]) } : {};
      return conditions ? { ...rest, ...nested, properties: { ...(control.properties as TJson), conditions } } : { ...rest, ...nested };
    });
  return { ...form, pages: (form.pages as TJson[]).map((p) => ({ ...p, controls: visit(p.controls as TJson[]) })) };
}
const claimReportForm = withConditions(claimReport, {
  SchadenartSonstiges: [when('show', is('Schadenart', 'equals', 'Sonstiges'))],
  Dienststelle: [when('hideAndClear', is('Polizei', 'notEquals', 'Ja'))],
  Tagebuchnummer: [when('hideAndClear', is('Polizei', 'notEquals', 'Ja', undefined), is('Schadenart', 'notEquals', 'Einbruchdiebstahl', 'and'))],
  Zeugen: [when('hideAndClear', is('ZeugenVorhanden', 'notEquals', true))],
  AnzahlZeugen: [when('hide', is('ZeugenVorhanden', 'notEquals', true))],
});

/** Hausrat quote: sum insured = living space × 650 € (Unterversicherungsverzicht), premium = sum × rate by zone + bicycle cover. */
const householdQuote: TJson = {
  Id: 'hausrat-angebot',
  Titel: 'Hausratversicherung – Angebot',
  options: {
    showFooter: true,
    language: 'de',
    // Applicant and intermediary sign: two distinct signatures, so the viewer's send button reads 'Unterschreiben'.
    signatures: [
      { name: 'Antragsteller', label: 'Unterschrift Antragsteller/in' },
      { name: 'Vermittler', label: 'Unterschrift Vermittler/in' },
    ],
    documents: [{ key: 'hausrat-angebot', name: 'Hausrat-Angebot', documentType: 'ANGEBOT' }],
  },
  pages: [
    page('wohnung', 'Wohnung', [
      c('textInput', 'PLZ', [0, 0, 2, 1], { Überschrift: 'Postleitzahl', Textformat: 'Postleitzahl', Erforderlich: true }),
      c('list', 'Wohnform', [2, 0, 4, 1], { Überschrift: 'Wohnform', Erforderlich: true, Darstellung: 'Einzelne Antworten', options: options('Wohnung', 'Einfamilienhaus', 'Reihenhaus') }),
      c('number', 'Wohnflaeche', [0, 1, 3, 1], { Überschrift: 'Wohnfläche', unit: 'm²', Erforderlich: true, Minimum: 10, Maximum: 1000, Nachkommastellen: 0 }),
      c('list', 'Tarifzone', [3, 1, 3, 1], { Überschrift: 'Tarifzone (laut Postleitzahl)', Erforderlich: true, Darstellung: 'Select', options: [
        { name: 'Zone 1', label: 'Zone 1 (ländlich)', value: 1 },
        { name: 'Zone 2', label: 'Zone 2', value: 2 },
        { name: 'Zone 3', label: 'Zone 3 (Großstadt)', value: 3 },
      ] }),
      c('number', 'Beitragssatz', [0, 2, 3, 1], { Überschrift: 'Beitragssatz je 1.000 € Versicherungssumme', unit: '€', Nachkommastellen: 2, Minimum: 0.5, Maximum: 5, defaultAnswer: '1.20' }),
      c('checkbox', 'Fahrrad', [3, 2, 3, 1], { Überschrift: 'Fahrraddiebstahl mitversichern (+ 2 € je 100 € Fahrradwert)' }),
      c('number', 'Fahrradwert', [0, 3, 3, 1], { Überschrift: 'Wert der Fahrräder', unit: '€', Nachkommastellen: 0, Minimum: 0, Maximum: 20_000 }),
    ]),
    page('beitrag', 'Versicherungssumme und Beitrag', [
      c('displayValue', 'Versicherungssumme', [0, 0, 3, 1], { Überschrift: 'Versicherungssumme (650 € je m²)', unit: '€', Nachkommastellen: 0, calculation: { steps: [{ calculationType: 'addition', controlName: 'Wohnflaeche' }, { calculationType: 'multiplication', value: 650 }] } }),
      c('displayValue', 'Grundbeitrag', [3, 0, 3, 1], { Überschrift: 'Grundbeitrag jährlich', unit: '€', Nachkommastellen: 2, calculation: { steps: [
        { calculationType: 'addition', controlName: 'Versicherungssumme' },
        { calculationType: 'division', value: 1000 },
        { calculationType: 'multiplication', controlName: 'Beitragssatz' },
      ] } }),
      c('displayValue', 'Fahrradbeitrag', [0, 1, 3, 1], { Überschrift: 'Zuschlag Fahrrad jährlich', unit: '€', Nachkommastellen: 2, calculation: { steps: [
        { calculationType: 'addition', controlName: 'Fahrradwert' },
        { calculationType: 'multiplication', value: 0.02 },
      ] } }),
      c('displayValue', 'Jahresbeitrag', [3, 1, 3, 1], { Überschrift: 'Jahresbeitrag gesamt', unit: '€', Nachkommastellen: 2, calculation: { steps: [
        { calculationType: 'addition', controlName: 'Grundbeitrag' },
        { calculationType: 'addition', controlName: 'Fahrradbeitrag' },
      ] } }),
      c('list', 'Zahlweise', [0, 2, 3, 1], { Überschrift: 'Zahlweise', Erforderlich: true, Darstellung: 'Select', options: options('jährlich', 'halbjährlich', 'vierteljährlich', 'monatlich') }),
      c('date', 'Versicherungsbeginn', [3, 2, 3, 1], { Überschrift: 'Gewünschter Versicherungsbeginn', Erforderlich: true, Minimum: 'Today', Maximum: 'Today+1y', prefillMode: 'Einmalig' }),
      c('hint', 'HinweisAngebot', [0, 3, 6, 1], { Überschrift: 'Unverbindliches Angebot; der endgültige Beitrag ergibt sich aus dem Antrag.' }),
    ]),
    summary('zusammenfassung'),
  ],
};
const householdQuoteForm = withConditions(householdQuote, {
  Fahrradwert: [when('hideAndClear', is('Fahrrad', 'notEquals', true))],
  Fahrradbeitrag: [when('hide', is('Fahrrad', 'notEquals', true))],
});

/** eVB request (elektronische Versicherungsbestätigung for the registration office), per product family. */
function evbRequest(id: string, title: string, insurer: string): TJson {
  const form: TJson = {
    Id: id,
    Titel: title,
    options: { showFooter: true, language: 'de', documents: [{ key: 'evb-anforderung', name: title, documentType: 'ANTRAG' }] },
    pages: [
      page('halter', 'Fahrzeughalter', [
        c('hint', 'HinweisEvb', [0, 0, 6, 1], { Überschrift: `Die eVB-Nummer der ${insurer} erhalten Sie nach Prüfung per E-Mail; sie gilt für die Zulassung bei der Zulassungsstelle.` }),
        c('list', 'Anrede', [0, 1, 2, 1], { Überschrift: 'Anrede', Erforderlich: true, Darstellung: 'Select', options: options('Frau', 'Herr', 'Firma', 'Divers') }),
        c('textInput', 'Halter', [2, 1, 4, 1], { Überschrift: 'Name des Halters / Firma', Erforderlich: true, 'Maximale Länge': 120, defaultAnswerSource: 'lastName' }),
        c('date', 'Geburtsdatum', [0, 2, 2, 1], { Überschrift: 'Geburtsdatum', Erforderlich: true, Minimum: 'Today-100y', Maximum: 'Today-17y' }),
        c('textInput', 'Strasse', [2, 2, 4, 1], { Überschrift: 'Straße und Hausnummer', Erforderlich: true, 'Maximale Länge': 120 }),
        c('textInput', 'PLZ', [0, 3, 2, 1], { Überschrift: 'Postleitzahl', Textformat: 'Postleitzahl', Erforderlich: true }),
        c('textInput', 'Ort', [2, 3, 4, 1], { Überschrift: 'Ort', Erforderlich: true, 'Maximale Länge': 80 }),
        c('textInput', 'EMail', [0, 4, 3, 1], { Überschrift: 'E-Mail für die eVB-Nummer', Textformat: 'E-mail', Erforderlich: true, defaultAnswerSource: 'email' }),
        c('textInput', 'IBAN', [3, 4, 3, 1], { Überschrift: 'IBAN für den Lastschrifteinzug', Textformat: 'IBAN', Erforderlich: true }),
      ]),
      page('fahrzeug', 'Fahrzeug', [
        c('list', 'Anlass', [0, 0, 3, 1], { Überschrift: 'Anlass', Erforderlich: true, Darstellung: 'Select', options: options('Neuzulassung', 'Halterwechsel', 'Versichererwechsel', 'Kurzzeitkennzeichen') }),
        c('list', 'Fahrzeugart', [3, 0, 3, 1], { Überschrift: 'Fahrzeugart', Erforderlich: true, Darstellung: 'Select', options: options('Pkw', 'Kraftrad', 'Wohnmobil', 'Anhänger', 'Lkw bis 3,5 t') }),
        c('textInput', 'Hersteller', [0, 1, 3, 1], { Überschrift: 'Hersteller (HSN)', Erforderlich: true, 'Maximale Länge': 4, Hilfetext: 'Feld 2.1 der Zulassungsbescheinigung Teil I' }),
        c('textInput', 'Typschluessel', [3, 1, 3, 1], { Überschrift: 'Typschlüssel (TSN)', Erforderlich: true, 'Maximale Länge': 3, Hilfetext: 'Feld 2.2, die ersten drei Stellen' }),
        c('textInput', 'FIN', [0, 2, 4, 1], { Überschrift: 'Fahrzeug-Identifizierungsnummer (FIN)', Erforderlich: true, 'Maximale Länge': 17 }),
        c('textInput', 'Kennzeichen', [4, 2, 2, 1], { Überschrift: 'Amtliches Kennzeichen (falls bekannt)', 'Maximale Länge': 12 }),
        c('textInput', 'Vorversicherer', [0, 3, 3, 1], { Überschrift: 'Bisheriger Versicherer', Erforderlich: true, 'Maximale Länge': 120 }),
        c('textInput', 'VorversicherungNr', [3, 3, 3, 1], { Überschrift: 'Bisherige Versicherungsnummer', 'Maximale Länge': 30 }),
        c('date', 'Zulassungsdatum', [0, 4, 3, 1], { Überschrift: 'Geplantes Zulassungsdatum', Erforderlich: true, Minimum: 'Today', Maximum: 'Today+6m', prefillMode: 'Einmalig' }),
        c('list', 'Deckung', [3, 4, 3, 1], { Überschrift: 'Gewünschter Versicherungsschutz', Erforderlich: true, Darstellung: 'Einzelne Antworten', options: options('Haftpflicht', 'Haftpflicht und Teilkasko', 'Haftpflicht und Vollkasko') }),
        c('checkbox', 'Einwilligung', [0, 5, 6, 1], { Überschrift: 'Ich bestätige die Richtigkeit der Angaben und die Übermittlung an den Versicherer.', Erforderlich: true }),
      ]),
      summary('zusammenfassung'),
    ],
  };
  return withConditions(form, {
    Vorversicherer: [when('hideAndClear', is('Anlass', 'equals', 'Neuzulassung'), is('Anlass', 'equals', 'Kurzzeitkennzeichen', 'or'))],
    VorversicherungNr: [when('hideAndClear', is('Anlass', 'equals', 'Neuzulassung'), is('Anlass', 'equals', 'Kurzzeitkennzeichen', 'or'))],
  });
}

export const DEMO_FORMS: readonly TDemoForm[] = [
  { key: 'schadenmeldung', name: 'Schadenmeldung', startRoles: [], definition: claimReportForm },
  { key: 'hausrat-angebot', name: 'Hausratversicherung – Angebot', startRoles: ['licenseAdmin', 'employee', 'intermediary', 'customer'], definition: householdQuoteForm },
  { key: 'evb-kompaktkraft', name: 'eVB-Anforderung Kompaktkraft', startRoles: ['licenseAdmin', 'employee', 'intermediary', 'customer'], family: 'KOMPAKT', definition: evbRequest('evb-kompaktkraft', 'eVB-Anforderung Kompaktkraft', 'Kompaktkraft Versicherung') },
  { key: 'evb-euromobil', name: 'eVB-Anforderung Euromobil', startRoles: ['licenseAdmin', 'employee', 'intermediary', 'customer'], family: 'EUROMOBIL', definition: evbRequest('evb-euromobil', 'eVB-Anforderung Euromobil', 'Euromobil Autoversicherung') },
];
