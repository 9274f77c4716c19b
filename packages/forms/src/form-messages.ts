/**
 * Every text of the forms engine, in German (the reference) with English and Polish: the validation
 * messages the engine returns as keys, the definition errors a form builder shows, and the runtime's
 * texts that spec 001 quotes (§2.10, §4, §8, §9). One table for browser and server, so a transfer the
 * server refuses names the same message the browser showed.
 *
 * Placeholders are i18next's `{{name}}`: the web app may mount a language's table in i18next as it is;
 * `formMessageText` fills them without i18next (server, tests).
 */

export const FORM_MESSAGE_LANGUAGES = ['de', 'en', 'pl'] as const;
export type TFormMessageLanguage = (typeof FORM_MESSAGE_LANGUAGES)[number];

const de = {
  validation: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    maxLength: 'Bitte geben Sie höchstens {{max}} Zeichen ein.',
    email: 'Bitte eine gültige E-Mail-Adresse eintragen.',
    phone: 'Bitte eine gültige Telefonnummer eintragen.',
    year: 'Bitte ein Jahr mit vier Ziffern eintragen (z. B. 2024).',
    postcode: 'Bitte eine gültige Postleitzahl mit fünf Ziffern eintragen.',
    iban: 'Bitte eine gültige IBAN eintragen.',
    bic: 'Bitte eine gültige BIC eintragen.',
    number: 'Bitte eine Zahl eintragen.',
    min: 'Der Wert muss mindestens {{min}} sein.',
    max: 'Der Wert darf höchstens {{max}} sein.',
    integer: 'Bitte eine ganze Zahl ohne Nachkommastellen eintragen.',
    decimals: 'Bitte höchstens {{decimals}} Nachkommastellen eintragen.',
    date: 'Bitte ein gültiges Datum eintragen (TT.MM.JJJJ).',
    dateMin: 'Das Datum darf nicht vor dem {{date}} liegen.',
    dateMax: 'Das Datum darf nicht nach dem {{date}} liegen.',
    time: 'Bitte eine gültige Uhrzeit eintragen (HH:MM).',
    uploadFormat: 'Dieses Dateiformat ist nicht erlaubt. Erlaubt sind: {{formats}}.',
    option: 'Bitte wählen Sie eine der angebotenen Antworten.',
    location: 'Bitte einen gültigen Standort angeben.',
    invalid: 'Die Eingabe ist ungültig.',
    tooManyRows: 'Bitte legen Sie höchstens {{max}} Einträge an.',
  },
  definition: {
    cycle: 'Die Berechnungen oder Bedingungen von {{controls}} hängen im Kreis voneinander ab und werden nicht ausgeführt.',
    unknownReference: '{{control}} verweist auf {{name}}, das es im Formular nicht gibt.',
    duplicateName: 'Die Kennung {{name}} ist mehrfach vergeben; es gilt das erste Feld.',
    invalidDateRule: '{{control}}: {{rule}} ist weder ein Datum noch eine Regel wie Today-10y.',
  },
  runtime: {
    back: 'Zurück',
    dateHint: 'TT.MM.JJJJ',
    next: 'Weiter',
    addEntry: '{{label}} hinzufügen',
    removeEntry: 'entfernen',
    saving: 'Speichern...',
    saved: 'Ihre Eingaben sind gespeichert',
    send: 'Abschicken',
    sign: 'Unterschreiben',
    files: 'Dateien',
    yes: 'Ja',
    no: 'Nein',
    noAnswer: 'Keine Angabe',
    geolocationUnsupported: 'Die Standortbestimmung wird von Ihrem Browser nicht unterstützt.',
    aiImportNotice: 'Bitte beachten Sie, dass von KI generierte Ergebnisse fehlerhaft sein können. Wir empfehlen, die Daten zu überprüfen.',
    mapDisclaimerTitle: 'Disclaimer zur Nutzung von OpenStreetMap',
    mapDisclaimerText: 'Beim Öffnen der Karte werden die Koordinaten und Ihre IP-Adresse an den Kartendienst OpenStreetMap übermittelt.',
    mapContinue: 'Fortfahren',
    mapCancel: 'Abbrechen',
    uploadLabel: 'Neues Dokument hochladen',
    browseFiles: 'Dateien durchsuchen',
    browse: 'Durchsuchen',
    aiImport: 'Importieren',
    summary: 'Zusammenfassung',
    steps: 'Schritte des Formulars',
    pageOf: 'Seite {{page}} von {{count}}: {{title}}',
    pageIncomplete: 'Angaben unvollständig',
    noAnswers: 'Keine Angaben',
    locate: 'Standort ermitteln',
    locating: 'Position wird ermittelt …',
    locationFailed: 'Der Standort konnte nicht ermittelt werden.',
    latitude: 'Breitengrad',
    longitude: 'Längengrad',
    openMap: 'Karte öffnen',
    deleteLocation: 'Standort löschen',
    uploading: 'Wird hochgeladen …',
    uploadFailed: 'Die Datei {{name}} konnte nicht hochgeladen werden.',
    removeFile: '{{name}} entfernen',
    allowedFormats: 'Erlaubte Formate: {{formats}}',
    aiImportChoose: 'Dokument für den KI-Import wählen',
    aiImportRunning: 'Das Dokument wird ausgewertet …',
    aiImportTitle: 'Vorgeschlagene Werte übernehmen?',
    aiImportNothing: 'In dem Dokument wurden keine passenden Werte gefunden.',
    aiImportFailed: 'Das Dokument konnte nicht ausgewertet werden.',
    cancel: 'Abbrechen',
    entryTitle: '{{label}} {{number}}',
    entryRemoved: 'Eintrag entfernt',
    undo: 'Rückgängig',
    noEntries: 'Noch keine Einträge.',
    textFormatting: 'Textformatierung',
    bold: 'Fett',
    italic: 'Kursiv',
    bulletList: 'Aufzählung',
    orderedList: 'Nummerierte Liste',
    openIssues: 'Bitte vervollständigen Sie noch diese Angaben:',
    openIssue: '{{label}} ({{page}}): {{message}}',
  },
};

/** English and Polish are typed as the German reference: a missing key does not compile. */
type TFormMessageTable = typeof de;

const en: TFormMessageTable = {
  validation: {
    required: 'Please fill in this field.',
    maxLength: 'Please enter at most {{max}} characters.',
    email: 'Please enter a valid e-mail address.',
    phone: 'Please enter a valid phone number.',
    year: 'Please enter a four-digit year (e.g. 2024).',
    postcode: 'Please enter a valid five-digit postcode.',
    iban: 'Please enter a valid IBAN.',
    bic: 'Please enter a valid BIC.',
    number: 'Please enter a number.',
    min: 'The value must be at least {{min}}.',
    max: 'The value must be at most {{max}}.',
    integer: 'Please enter a whole number without decimal places.',
    decimals: 'Please enter at most {{decimals}} decimal places.',
    date: 'Please enter a valid date (DD/MM/YYYY).',
    dateMin: 'The date must not be before {{date}}.',
    dateMax: 'The date must not be after {{date}}.',
    time: 'Please enter a valid time (HH:MM).',
    uploadFormat: 'This file format is not allowed. Allowed are: {{formats}}.',
    option: 'Please choose one of the answers offered.',
    location: 'Please provide a valid location.',
    invalid: 'The input is not valid.',
    tooManyRows: 'Please add at most {{max}} entries.',
  },
  definition: {
    cycle: 'The calculations or conditions of {{controls}} depend on each other in a circle and are not run.',
    unknownReference: '{{control}} refers to {{name}}, which is not in the form.',
    duplicateName: 'The identifier {{name}} is used more than once; the first control counts.',
    invalidDateRule: '{{control}}: {{rule}} is neither a date nor a rule such as Today-10y.',
  },
  runtime: {
    back: 'Back',
    dateHint: 'DD.MM.YYYY',
    next: 'Next',
    addEntry: 'Add {{label}}',
    removeEntry: 'remove',
    saving: 'Saving...',
    saved: 'Your entries have been saved',
    send: 'Send',
    sign: 'Sign',
    files: 'Files',
    yes: 'Yes',
    no: 'No',
    noAnswer: 'No answer',
    geolocationUnsupported: 'Geolocation is not supported in your browser',
    aiImportNotice: 'Please note that results generated by AI may contain errors. We recommend checking the data.',
    mapDisclaimerTitle: 'Disclaimer on the use of OpenStreetMap',
    mapDisclaimerText: 'Opening the map sends the coordinates and your IP address to the map service OpenStreetMap.',
    mapContinue: 'Continue',
    mapCancel: 'Cancel',
    uploadLabel: 'Upload a new document',
    browseFiles: 'Browse files',
    browse: 'Browse',
    aiImport: 'Import',
    summary: 'Summary',
    steps: 'Steps of the form',
    pageOf: 'Page {{page}} of {{count}}: {{title}}',
    pageIncomplete: 'Incomplete',
    noAnswers: 'No answers',
    locate: 'Determine location',
    locating: 'Finding position …',
    locationFailed: 'The location could not be determined.',
    latitude: 'Latitude',
    longitude: 'Longitude',
    openMap: 'Open map',
    deleteLocation: 'Delete location',
    uploading: 'Uploading …',
    uploadFailed: 'The file {{name}} could not be uploaded.',
    removeFile: 'Remove {{name}}',
    allowedFormats: 'Allowed formats: {{formats}}',
    aiImportChoose: 'Choose a document for the AI import',
    aiImportRunning: 'Reading the document …',
    aiImportTitle: 'Apply the proposed values?',
    aiImportNothing: 'No matching values were found in the document.',
    aiImportFailed: 'The document could not be read.',
    cancel: 'Cancel',
    entryTitle: '{{label}} {{number}}',
    entryRemoved: 'Entry removed',
    undo: 'Undo',
    noEntries: 'No entries yet.',
    textFormatting: 'Text formatting',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    openIssues: 'Please complete these entries:',
    openIssue: '{{label}} ({{page}}): {{message}}',
  },
};

const pl: TFormMessageTable = {
  validation: {
    required: 'Proszę wypełnić to pole.',
    maxLength: 'Proszę wpisać maksymalnie {{max}} znaków.',
    email: 'Proszę wpisać prawidłowy adres e-mail.',
    phone: 'Proszę wpisać prawidłowy numer telefonu.',
    year: 'Proszę wpisać rok w formacie czterocyfrowym (np. 2024).',
    postcode: 'Proszę wpisać prawidłowy pięciocyfrowy kod pocztowy.',
    iban: 'Proszę wpisać prawidłowy numer IBAN.',
    bic: 'Proszę wpisać prawidłowy kod BIC.',
    number: 'Proszę wpisać liczbę.',
    min: 'Wartość musi wynosić co najmniej {{min}}.',
    max: 'Wartość może wynosić co najwyżej {{max}}.',
    integer: 'Proszę wpisać liczbę całkowitą bez miejsc po przecinku.',
    decimals: 'Proszę wpisać maksymalnie {{decimals}} miejsca po przecinku.',
    date: 'Proszę wpisać prawidłową datę (DD.MM.RRRR).',
    dateMin: 'Data nie może być wcześniejsza niż {{date}}.',
    dateMax: 'Data nie może być późniejsza niż {{date}}.',
    time: 'Proszę wpisać prawidłową godzinę (GG:MM).',
    uploadFormat: 'Ten format pliku jest niedozwolony. Dozwolone są: {{formats}}.',
    option: 'Proszę wybrać jedną z oferowanych odpowiedzi.',
    location: 'Proszę podać prawidłową lokalizację.',
    invalid: 'Wprowadzone dane są nieprawidłowe.',
    tooManyRows: 'Proszę dodać maksymalnie {{max}} wpisów.',
  },
  definition: {
    cycle: 'Obliczenia lub warunki pól {{controls}} zależą od siebie nawzajem w sposób cykliczny i nie są wykonywane.',
    unknownReference: '{{control}} odwołuje się do {{name}}, którego nie ma w formularzu.',
    duplicateName: 'Identyfikator {{name}} jest użyty wielokrotnie; obowiązuje pierwsze pole.',
    invalidDateRule: '{{control}}: {{rule}} nie jest ani datą, ani regułą typu Today-10y.',
  },
  runtime: {
    back: 'Wstecz',
    dateHint: 'DD.MM.RRRR',
    next: 'Dalej',
    addEntry: 'Dodaj: {{label}}',
    removeEntry: 'usuń',
    saving: 'Zapisywanie...',
    saved: 'Twoje dane zostały zapisane',
    send: 'Wyślij',
    sign: 'Podpisz',
    files: 'Pliki',
    yes: 'Tak',
    no: 'Nie',
    noAnswer: 'Brak odpowiedzi',
    geolocationUnsupported: 'Geolokalizacja nie jest obsługiwana przez Twoją przeglądarkę.',
    aiImportNotice: 'Prosimy pamiętać, że wyniki wygenerowane przez AI mogą zawierać błędy. Zalecamy sprawdzenie danych.',
    mapDisclaimerTitle: 'Zastrzeżenie dotyczące korzystania z OpenStreetMap',
    mapDisclaimerText: 'Otwarcie mapy powoduje przesłanie współrzędnych i Twojego adresu IP do serwisu mapowego OpenStreetMap.',
    mapContinue: 'Kontynuuj',
    mapCancel: 'Anuluj',
    uploadLabel: 'Prześlij nowy dokument',
    browseFiles: 'Przeglądaj pliki',
    browse: 'Przeglądaj',
    aiImport: 'Importuj',
    summary: 'Podsumowanie',
    steps: 'Kroki formularza',
    pageOf: 'Strona {{page}} z {{count}}: {{title}}',
    pageIncomplete: 'Niekompletne dane',
    noAnswers: 'Brak odpowiedzi',
    locate: 'Ustal lokalizację',
    locating: 'Ustalanie pozycji …',
    locationFailed: 'Nie udało się ustalić lokalizacji.',
    latitude: 'Szerokość geograficzna',
    longitude: 'Długość geograficzna',
    openMap: 'Otwórz mapę',
    deleteLocation: 'Usuń lokalizację',
    uploading: 'Przesyłanie …',
    uploadFailed: 'Nie udało się przesłać pliku {{name}}.',
    removeFile: 'Usuń {{name}}',
    allowedFormats: 'Dozwolone formaty: {{formats}}',
    aiImportChoose: 'Wybierz dokument do importu AI',
    aiImportRunning: 'Analizowanie dokumentu …',
    aiImportTitle: 'Przejąć proponowane wartości?',
    aiImportNothing: 'W dokumencie nie znaleziono pasujących wartości.',
    aiImportFailed: 'Nie udało się przeanalizować dokumentu.',
    cancel: 'Anuluj',
    entryTitle: '{{label}} {{number}}',
    entryRemoved: 'Wpis usunięty',
    undo: 'Cofnij',
    noEntries: 'Brak wpisów.',
    textFormatting: 'Formatowanie tekstu',
    bold: 'Pogrubienie',
    italic: 'Kursywa',
    bulletList: 'Lista punktowana',
    orderedList: 'Lista numerowana',
    openIssues: 'Proszę uzupełnić jeszcze te dane:',
    openIssue: '{{label}} ({{page}}): {{message}}',
  },
};

export const FORM_MESSAGES: Readonly<Record<TFormMessageLanguage, TFormMessageTable>> = { de, en, pl };

export type TValidationMessageKey = keyof TFormMessageTable['validation'];
export type TDefinitionMessageKey = keyof TFormMessageTable['definition'];
export type TRuntimeMessageKey = keyof TFormMessageTable['runtime'];

/**
 * Values for a message's placeholders. By convention `date` is an ISO calendar date (YYYY-MM-DD), numbers
 * are formatted for the language and lists are joined with commas.
 */
export type TMessageParams = Readonly<Record<string, string | number | readonly string[]>>;

const LOCALES: Record<TFormMessageLanguage, string> = { de: 'de-DE', en: 'en-GB', pl: 'pl-PL' };
const numberFormats = new Map<TFormMessageLanguage, Intl.NumberFormat>();

function formatParam(name: string, value: string | number | readonly string[], language: TFormMessageLanguage): string {
  if (typeof value === 'number') {
    let format = numberFormats.get(language);
    if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 10 })));
    return format.format(value);
  }
  if (typeof value !== 'string') return value.join(', ');
  const iso = name === 'date' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!iso) return value;
  // DD.MM.YYYY as everywhere in the portal; British order with slashes in English.
  return language === 'en' ? `${iso[3]}/${iso[2]}/${iso[1]}` : `${iso[3]}.${iso[2]}.${iso[1]}`;
}

export function fillPlaceholders(template: string, params: TMessageParams | undefined, language: TFormMessageLanguage): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    return value === undefined ? whole : formatParam(name, value, language);
  });
}

/** A language that is not offered falls back to German (spec 001 §1). */
function languageOf(language: string): TFormMessageLanguage {
  return (FORM_MESSAGE_LANGUAGES as readonly string[]).includes(language) ? (language as TFormMessageLanguage) : 'de';
}

/** One language's table, e.g. to mount in i18next under `forms`. */
export function messageTable(language: string): TFormMessageTable {
  return FORM_MESSAGES[languageOf(language)];
}

export function validationMessage(key: TValidationMessageKey, params: TMessageParams | undefined, language = 'de'): string {
  const lang = languageOf(language);
  return fillPlaceholders(FORM_MESSAGES[lang].validation[key], params, lang);
}

export function definitionMessage(key: TDefinitionMessageKey, params: TMessageParams | undefined, language = 'de'): string {
  const lang = languageOf(language);
  return fillPlaceholders(FORM_MESSAGES[lang].definition[key], params, lang);
}
