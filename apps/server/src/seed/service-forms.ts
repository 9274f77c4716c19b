/**
 * The forms of the services (issue 13, spec 000 §2.1): one per service form key, offered by every licence. German
 * forms (the form language); the choices carry English and Polish labels, which the runtime shows in those languages.
 * Photos go with the claim report, the broker's mandate and policies with the transfer, the application and the
 * third-party contract.
 */
import type { TServiceFormKey } from '@portal/domain';
import { c, is, page, summary, when, withConditions, type TJson } from './demo-forms.js';

export type TServiceForm = { serviceKey: TServiceFormKey; name: string; definition: TJson };

/** A choice with its translations: [German, English, Polish]. */
const choices = (...items: [string, string, string][]): TJson[] => items.map(([de, en, pl]) => ({ name: de, label: de, value: de, translations: { en, pl } }));

const LINES = choices(
  ['Kfz', 'Motor', 'Komunikacyjne'],
  ['Hausrat', 'Household contents', 'Mienie domowe'],
  ['Wohngebäude', 'Buildings', 'Budynek mieszkalny'],
  ['Haftpflicht', 'Liability', 'OC'],
  ['Rechtsschutz', 'Legal protection', 'Ochrona prawna'],
  ['Unfall', 'Accident', 'NNW'],
  ['Leben', 'Life', 'Na życie'],
  ['Sonstige', 'Other', 'Inne'],
);
const CLAIM_KINDS = choices(
  ['Leitungswasser', 'Water damage', 'Zalanie'],
  ['Feuer', 'Fire', 'Pożar'],
  ['Sturm/Hagel', 'Storm/hail', 'Burza/grad'],
  ['Einbruchdiebstahl', 'Burglary', 'Kradzież z włamaniem'],
  ['Glasbruch', 'Glass breakage', 'Stłuczenie szyb'],
  ['Unfall', 'Accident', 'Wypadek'],
  ['Haftpflicht', 'Liability', 'OC'],
  ['Sonstiges', 'Other', 'Inne'],
);
const PAYMENT = choices(['jährlich', 'yearly', 'rocznie'], ['halbjährlich', 'half-yearly', 'półrocznie'], ['vierteljährlich', 'quarterly', 'kwartalnie'], ['monatlich', 'monthly', 'miesięcznie']);
const SALUTATION = choices(['Frau', 'Ms', 'Pani'], ['Herr', 'Mr', 'Pan'], ['Firma', 'Company', 'Firma'], ['Divers', 'Diverse', 'Inne']);
const DOCUMENTS = ['.pdf', '.jpg', '.jpeg', '.png'];

const options = (documentName: string, documentType: string): TJson => ({ showFooter: true, language: 'de', documents: [{ key: documentName.toLowerCase().replace(/[^a-z]+/g, '-'), name: documentName, documentType }] });

/** Who reports: the logged-in member's name and e-mail to begin with. */
const reporter = (y: number): TJson[] => [
  c('textInput', 'Vorname', [0, y, 3, 1], { Überschrift: 'Vorname', Erforderlich: true, 'Maximale Länge': 100, defaultAnswerSource: 'firstName' }),
  c('textInput', 'Nachname', [3, y, 3, 1], { Überschrift: 'Nachname', Erforderlich: true, 'Maximale Länge': 100, defaultAnswerSource: 'lastName' }),
  c('textInput', 'EMail', [0, y + 1, 3, 1], { Überschrift: 'E-Mail', Textformat: 'E-mail', Erforderlich: true, defaultAnswerSource: 'email' }),
  c('textInput', 'Telefon', [3, y + 1, 3, 1], { Überschrift: 'Telefon (tagsüber)', Textformat: 'Telefonnummer' }),
];

/** A person a request is about (not the member: no defaults). */
const person = (y: number, required = true): TJson[] => [
  c('textInput', 'Vorname', [0, y, 3, 1], { Überschrift: 'Vorname', Erforderlich: required, 'Maximale Länge': 100 }),
  c('textInput', 'Nachname', [3, y, 3, 1], { Überschrift: 'Nachname', Erforderlich: required, 'Maximale Länge': 100 }),
];
const address = (y: number): TJson[] => [
  c('textInput', 'Strasse', [0, y, 3, 1], { Überschrift: 'Straße und Hausnummer', 'Maximale Länge': 120 }),
  c('textInput', 'PLZ', [3, y, 1, 1], { Überschrift: 'PLZ', Textformat: 'Postleitzahl' }),
  c('textInput', 'Ort', [4, y, 2, 1], { Überschrift: 'Ort', 'Maximale Länge': 80 }),
];

/** The claim's own questions, shared by both claim reports. */
const claimQuestions = (y: number): TJson[] => [
  c('date', 'Schadentag', [0, y, 2, 1], { Überschrift: 'Schadentag', Erforderlich: true, Minimum: 'Today-5y', Maximum: 'Today' }),
  c('list', 'Schadenart', [2, y, 4, 1], { Überschrift: 'Schadenart', Erforderlich: true, Darstellung: 'Select', options: CLAIM_KINDS }),
  c('textInput', 'SchadenartSonstiges', [0, y + 1, 6, 1], { Überschrift: 'Welcher Schaden ist entstanden?', Erforderlich: true, 'Maximale Länge': 200 }),
  c('textInput', 'Schadenort', [0, y + 2, 6, 1], { Überschrift: 'Schadenort (Straße, PLZ, Ort)', Erforderlich: true, 'Maximale Länge': 200 }),
  c('textarea', 'Hergang', [0, y + 3, 6, 2], { Überschrift: 'Wie ist der Schaden entstanden?', Erforderlich: true, 'Maximale Länge': 4000 }),
  c('number', 'Schadenhoehe', [0, y + 5, 3, 1], { Überschrift: 'Geschätzte Schadenhöhe', unit: '€', Zahlenformat: 'Währung', Nachkommastellen: 2, Minimum: 0, Maximum: 10_000_000 }),
  c('upload', 'Fotos', [0, y + 6, 6, 2], { Überschrift: 'Fotos und Belege', allowedFormats: DOCUMENTS }),
];
const claimConditions = { SchadenartSonstiges: [when('show', is('Schadenart', 'equals', 'Sonstiges'))] };

const witnesses = page('zeugen', 'Zeugen', [
  c('checkbox', 'ZeugenVorhanden', [0, 0, 6, 1], { Überschrift: 'Es gibt Zeugen des Schadens' }),
  c('group', 'Zeugen', [0, 1, 6, 3], { Überschrift: 'Zeuge', repeating: true, style: 'borderLabel', icon: 'person' }, {
    controls: [
      c('textInput', 'ZeugeName', [0, 0, 3, 1], { Überschrift: 'Name', Erforderlich: true, 'Maximale Länge': 120 }),
      c('textInput', 'ZeugeTelefon', [3, 0, 3, 1], { Überschrift: 'Telefon', Textformat: 'Telefonnummer' }),
    ],
  }),
]);
const witnessConditions = { Zeugen: [when('hideAndClear', is('ZeugenVorhanden', 'notEquals', true))] };

const claimReport = withConditions(
  {
    Id: 'service-schadenmeldung',
    Titel: 'Schadenmeldung',
    options: options('Schadenmeldung', 'SCHADENMELDUNG'),
    pages: [
      page('melder', 'Ihre Angaben', [
        c('hint', 'HinweisSchaden', [0, 0, 6, 1], { Überschrift: 'Bitte melden Sie den Schaden so bald wie möglich. Felder mit * sind Pflichtfelder.' }),
        ...reporter(1),
        c('textInput', 'Versicherungsnummer', [0, 3, 3, 1], { Überschrift: 'Versicherungsscheinnummer (falls bekannt)', 'Maximale Länge': 30 }),
      ]),
      page('schaden', 'Schaden', claimQuestions(0)),
      witnesses,
      summary('zusammenfassung'),
    ],
  },
  { ...claimConditions, ...witnessConditions },
);

/** The comfort variant: the line first, then questions of that line. */
const claimReportComfort = withConditions(
  {
    Id: 'service-spartenschaden',
    Titel: 'Schadenmeldung nach Sparte',
    options: options('Schadenmeldung', 'SCHADENMELDUNG'),
    pages: [
      page('sparte', 'Sparte', [
        c('hint', 'HinweisSparte', [0, 0, 6, 1], { Überschrift: 'Welche Versicherung ist betroffen? Danach fragen wir, was für diese Sparte wichtig ist.' }),
        c('list', 'Sparte', [0, 1, 6, 1], { Überschrift: 'Sparte', Erforderlich: true, Darstellung: 'Einzelne Antworten', options: LINES.slice(0, 5) }),
        ...reporter(2),
        c('textInput', 'Versicherungsnummer', [0, 4, 3, 1], { Überschrift: 'Versicherungsscheinnummer (falls bekannt)', 'Maximale Länge': 30 }),
      ]),
      page('schaden', 'Schaden', [
        ...claimQuestions(0),
        c('textInput', 'Kennzeichen', [0, 8, 3, 1], { Überschrift: 'Amtliches Kennzeichen', Erforderlich: true, 'Maximale Länge': 12 }),
        c('checkbox', 'Unfallgegner', [3, 8, 3, 1], { Überschrift: 'Ein anderes Fahrzeug war beteiligt' }),
        c('textInput', 'GegnerKennzeichen', [0, 9, 3, 1], { Überschrift: 'Kennzeichen des Unfallgegners', 'Maximale Länge': 12 }),
        c('textInput', 'Geschaedigter', [0, 10, 6, 1], { Überschrift: 'Wer wurde geschädigt? (Name, Anschrift)', Erforderlich: true, 'Maximale Länge': 200 }),
        c('textInput', 'Gegner', [0, 11, 6, 1], { Überschrift: 'Gegenseite (Name, Anschrift)', Erforderlich: true, 'Maximale Länge': 200 }),
        c('checkbox', 'Bewohnt', [0, 12, 6, 1], { Überschrift: 'Die Wohnung ist weiterhin bewohnbar' }),
      ]),
      witnesses,
      summary('zusammenfassung'),
    ],
  },
  {
    ...claimConditions,
    ...witnessConditions,
    Kennzeichen: [when('hideAndClear', is('Sparte', 'notEquals', 'Kfz'))],
    Unfallgegner: [when('hideAndClear', is('Sparte', 'notEquals', 'Kfz'))],
    GegnerKennzeichen: [when('hideAndClear', is('Unfallgegner', 'notEquals', true))],
    Geschaedigter: [when('hideAndClear', is('Sparte', 'notEquals', 'Haftpflicht'))],
    Gegner: [when('hideAndClear', is('Sparte', 'notEquals', 'Rechtsschutz'))],
    Bewohnt: [when('hideAndClear', is('Sparte', 'notEquals', 'Hausrat'), is('Sparte', 'notEquals', 'Wohngebäude', 'and'))],
  },
);

const foreignContract = {
  Id: 'service-fremdvertrag',
  Titel: 'Fremdvertrag erfassen',
  options: options('Fremdvertrag', 'POLICE'),
  pages: [
    page('kunde', 'Versicherungsnehmer', [
      c('hint', 'HinweisFremd', [0, 0, 6, 1], { Überschrift: 'Ein Vertrag, den der Kunde bei einem anderen Vermittler oder direkt abgeschlossen hat: wir nehmen ihn in die Übersicht auf.' }),
      ...person(1),
      c('textInput', 'Firma', [0, 2, 6, 1], { Überschrift: 'Firma (bei Gewerbekunden)', 'Maximale Länge': 120 }),
    ]),
    page('vertrag', 'Vertrag', [
      c('textInput', 'Gesellschaft', [0, 0, 3, 1], { Überschrift: 'Versicherungsgesellschaft', Erforderlich: true, 'Maximale Länge': 120 }),
      c('list', 'Sparte', [3, 0, 3, 1], { Überschrift: 'Sparte', Erforderlich: true, Darstellung: 'Select', options: LINES }),
      c('textInput', 'Versicherungsnummer', [0, 1, 3, 1], { Überschrift: 'Versicherungsscheinnummer', Erforderlich: true, 'Maximale Länge': 30 }),
      c('date', 'Vertragsbeginn', [3, 1, 3, 1], { Überschrift: 'Vertragsbeginn', Erforderlich: true, Minimum: 'Today-50y', Maximum: 'Today+1y' }),
      c('date', 'Vertragsablauf', [0, 2, 3, 1], { Überschrift: 'Vertragsablauf', Minimum: 'Today-50y', Maximum: 'Today+50y' }),
      c('number', 'Beitrag', [3, 2, 2, 1], { Überschrift: 'Beitrag', unit: '€', Zahlenformat: 'Währung', Nachkommastellen: 2, Minimum: 0, Maximum: 1_000_000 }),
      c('list', 'Zahlweise', [0, 3, 3, 1], { Überschrift: 'Zahlweise', Darstellung: 'Select', options: PAYMENT }),
      c('upload', 'Police', [0, 4, 6, 2], { Überschrift: 'Versicherungsschein (Kopie)', allowedFormats: DOCUMENTS }),
    ]),
    summary('zusammenfassung'),
  ],
};

const inventoryTransfer = withConditions(
  {
    Id: 'service-bestandsuebertragung',
    Titel: 'Bestandsübertragung',
    options: options('Bestandsübertragung', 'ANTRAG'),
    pages: [
      page('kunde', 'Kunde', [
        c('hint', 'HinweisUebertragung', [0, 0, 6, 1], { Überschrift: 'Wir bitten die Gesellschaften, die Verträge in unsere Betreuung zu übertragen. Dafür brauchen wir die unterschriebene Maklervollmacht.' }),
        ...person(1),
        ...address(2),
        c('date', 'Uebertragungsdatum', [0, 3, 3, 1], { Überschrift: 'Übertragung gewünscht zum', Erforderlich: true, Minimum: 'Today', Maximum: 'Today+2y', prefillMode: 'Einmalig' }),
      ]),
      page('vertraege', 'Verträge', [
        c('group', 'Vertraege', [0, 0, 6, 3], { Überschrift: 'Vertrag', repeating: true, style: 'borderLabel', icon: 'description' }, {
          controls: [
            c('textInput', 'Gesellschaft', [0, 0, 3, 1], { Überschrift: 'Versicherungsgesellschaft', Erforderlich: true, 'Maximale Länge': 120 }),
            c('textInput', 'Versicherungsnummer', [3, 0, 3, 1], { Überschrift: 'Versicherungsscheinnummer', Erforderlich: true, 'Maximale Länge': 30 }),
            c('list', 'Sparte', [0, 1, 3, 1], { Überschrift: 'Sparte', Darstellung: 'Select', options: LINES }),
          ],
        }),
        c('upload', 'Maklervollmacht', [0, 3, 6, 2], { Überschrift: 'Maklervollmacht (unterschrieben)', allowedFormats: DOCUMENTS }),
        c('upload', 'Unterlagen', [0, 5, 6, 2], { Überschrift: 'Weitere Unterlagen (Policen, Nachträge)', allowedFormats: [...DOCUMENTS, '.docx', '.doc'] }),
        c('checkbox', 'Einwilligung', [0, 7, 6, 1], { Überschrift: 'Der Kunde ist mit der Übertragung einverstanden.', Erforderlich: true }),
      ]),
      summary('zusammenfassung'),
    ],
  },
  {},
);

const newApplication = {
  Id: 'service-neuer-antrag',
  Titel: 'Neuen Antrag erfassen',
  options: options('Antrag', 'ANTRAG'),
  pages: [
    page('antragsteller', 'Antragsteller', [
      c('list', 'Anrede', [0, 0, 2, 1], { Überschrift: 'Anrede', Darstellung: 'Select', options: SALUTATION }),
      ...person(1),
      c('date', 'Geburtsdatum', [0, 2, 3, 1], { Überschrift: 'Geburtsdatum', Minimum: 'Today-110y', Maximum: 'Today' }),
      c('textInput', 'EMail', [3, 2, 3, 1], { Überschrift: 'E-Mail', Textformat: 'E-mail' }),
      ...address(3),
    ]),
    page('antrag', 'Antrag', [
      c('list', 'Sparte', [0, 0, 3, 1], { Überschrift: 'Sparte', Erforderlich: true, Darstellung: 'Select', options: LINES }),
      c('textInput', 'Gesellschaft', [3, 0, 3, 1], { Überschrift: 'Versicherungsgesellschaft', Erforderlich: true, 'Maximale Länge': 120 }),
      c('textInput', 'Tarif', [0, 1, 3, 1], { Überschrift: 'Tarif', 'Maximale Länge': 120 }),
      c('date', 'Versicherungsbeginn', [3, 1, 3, 1], { Überschrift: 'Versicherungsbeginn', Erforderlich: true, Minimum: 'Today-1y', Maximum: 'Today+1y', prefillMode: 'Einmalig' }),
      c('number', 'Beitrag', [0, 2, 3, 1], { Überschrift: 'Beitrag', unit: '€', Zahlenformat: 'Währung', Nachkommastellen: 2, Minimum: 0, Maximum: 1_000_000 }),
      c('list', 'Zahlweise', [3, 2, 3, 1], { Überschrift: 'Zahlweise', Erforderlich: true, Darstellung: 'Select', options: PAYMENT }),
      c('textInput', 'IBAN', [0, 3, 6, 1], { Überschrift: 'IBAN für den Beitragseinzug', Textformat: 'IBAN' }),
      c('upload', 'Antragsunterlagen', [0, 4, 6, 2], { Überschrift: 'Antrag und Unterlagen', allowedFormats: DOCUMENTS }),
    ]),
    summary('zusammenfassung'),
  ],
};

const newOffer = {
  Id: 'service-neues-angebot',
  Titel: 'Neues Angebot',
  options: options('Angebotsanfrage', 'ANGEBOT'),
  pages: [
    page('kunde', 'Kunde', [...person(0), c('textInput', 'EMail', [0, 1, 3, 1], { Überschrift: 'E-Mail', Textformat: 'E-mail' }), c('textInput', 'Telefon', [3, 1, 3, 1], { Überschrift: 'Telefon', Textformat: 'Telefonnummer' })]),
    page('angebot', 'Angebot', [
      c('list', 'Sparte', [0, 0, 3, 1], { Überschrift: 'Sparte', Erforderlich: true, Darstellung: 'Select', options: LINES }),
      c('date', 'Versicherungsbeginn', [3, 0, 3, 1], { Überschrift: 'Gewünschter Versicherungsbeginn', Minimum: 'Today', Maximum: 'Today+1y' }),
      c('number', 'Versicherungssumme', [0, 1, 3, 1], { Überschrift: 'Gewünschte Versicherungssumme', unit: '€', Zahlenformat: 'Währung', Nachkommastellen: 0, Minimum: 0, Maximum: 100_000_000 }),
      c('number', 'Selbstbeteiligung', [3, 1, 3, 1], { Überschrift: 'Selbstbeteiligung', unit: '€', Zahlenformat: 'Währung', Nachkommastellen: 0, Minimum: 0, Maximum: 100_000 }),
      c('textarea', 'Wuensche', [0, 2, 6, 2], { Überschrift: 'Was soll das Angebot abdecken?', Erforderlich: true, 'Maximale Länge': 4000 }),
      c('upload', 'Unterlagen', [0, 4, 6, 2], { Überschrift: 'Unterlagen (z. B. bisheriger Vertrag)', allowedFormats: DOCUMENTS }),
    ]),
    summary('zusammenfassung'),
  ],
};

const newProspect = {
  Id: 'service-interessent',
  Titel: 'Neuen Interessenten anlegen',
  options: options('Interessent', 'SONSTIGES'),
  pages: [
    page('interessent', 'Interessent', [
      c('list', 'Anrede', [0, 0, 2, 1], { Überschrift: 'Anrede', Darstellung: 'Select', options: SALUTATION }),
      ...person(1),
      c('textInput', 'Firma', [0, 2, 6, 1], { Überschrift: 'Firma', 'Maximale Länge': 120 }),
      c('textInput', 'EMail', [0, 3, 3, 1], { Überschrift: 'E-Mail', Textformat: 'E-mail', Erforderlich: true }),
      c('textInput', 'Telefon', [3, 3, 3, 1], { Überschrift: 'Telefon', Textformat: 'Telefonnummer' }),
      ...address(4),
      c('list', 'Interesse', [0, 5, 6, 2], { Überschrift: 'Interesse an', multiSelect: true, Darstellung: 'Einzelne Antworten', options: LINES }),
      c('textarea', 'Notiz', [0, 7, 6, 2], { Überschrift: 'Notiz', 'Maximale Länge': 4000 }),
      c('checkbox', 'Kontakterlaubnis', [0, 9, 6, 1], { Überschrift: 'Der Interessent ist mit einer Kontaktaufnahme einverstanden.', Erforderlich: true }),
    ]),
    summary('zusammenfassung'),
  ],
};

export const SERVICE_FORMS: readonly TServiceForm[] = [
  { serviceKey: 'claimReport', name: 'Schaden melden', definition: claimReport },
  { serviceKey: 'claimReportComfort', name: 'Schaden melden (nach Sparte)', definition: claimReportComfort },
  { serviceKey: 'foreignContract', name: 'Fremdvertrag erfassen', definition: foreignContract },
  { serviceKey: 'inventoryTransfer', name: 'Bestandsübertragung', definition: inventoryTransfer },
  { serviceKey: 'newApplication', name: 'Neuen Antrag erfassen', definition: newApplication },
  { serviceKey: 'newOffer', name: 'Neues Angebot', definition: newOffer },
  { serviceKey: 'newProspect', name: 'Neuen Interessenten anlegen', definition: newProspect },
];
