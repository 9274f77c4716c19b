/**
 * The fixed texts of the form PDFs, in the form's language (form option `language`: de, en or pl; anything else
 * prints German, as the form runtime falls back). Yes/No/No answer are the runtime's own words (form-messages), so
 * the printed form says what the form showed. Values stay in German notation (DD.MM.YYYY, 1.234,50 €).
 */
import { messageTable } from '@portal/forms';

export type TDocumentTexts = {
  filledBy: (name: string) => string;
  renderedAt: (date: string, time: string) => string;
  page: (n: number, of: number) => string;
  pageFallback: (n: number) => string;
  signatures: string;
  placeAndDate: string;
  signatureOf: (name: string) => string;
  noEntries: string;
  coordinates: (lat: string, lon: string) => string;
  yes: string;
  no: string;
  noAnswer: string;
};

type TOwnTexts = Omit<TDocumentTexts, 'yes' | 'no' | 'noAnswer'>;

const OWN: Record<'de' | 'en' | 'pl', TOwnTexts> = {
  de: {
    filledBy: (name) => `ausgefüllt von ${name}`,
    renderedAt: (date, time) => `erstellt am ${date} um ${time} Uhr`,
    page: (n, of) => `Seite ${n} von ${of}`,
    pageFallback: (n) => `Seite ${n}`,
    signatures: 'Unterschriften',
    placeAndDate: 'Ort, Datum',
    signatureOf: (name) => `Unterschrift ${name}`,
    noEntries: 'keine Einträge',
    coordinates: (lat, lon) => `Breite ${lat}, Länge ${lon}`,
  },
  en: {
    filledBy: (name) => `filled in by ${name}`,
    renderedAt: (date, time) => `created on ${date} at ${time}`,
    page: (n, of) => `Page ${n} of ${of}`,
    pageFallback: (n) => `Page ${n}`,
    signatures: 'Signatures',
    placeAndDate: 'Place, date',
    signatureOf: (name) => `Signature ${name}`,
    noEntries: 'no entries',
    coordinates: (lat, lon) => `Latitude ${lat}, longitude ${lon}`,
  },
  pl: {
    filledBy: (name) => `wypełnił(a): ${name}`,
    renderedAt: (date, time) => `utworzono ${date} o ${time}`,
    page: (n, of) => `Strona ${n} z ${of}`,
    pageFallback: (n) => `Strona ${n}`,
    signatures: 'Podpisy',
    placeAndDate: 'Miejscowość, data',
    signatureOf: (name) => `Podpis ${name}`,
    noEntries: 'brak wpisów',
    coordinates: (lat, lon) => `Szerokość ${lat}, długość ${lon}`,
  },
};

export function documentTexts(language: string | null | undefined): TDocumentTexts {
  const lang = language === 'en' || language === 'pl' ? language : 'de';
  const runtime = messageTable(lang).runtime;
  return { ...OWN[lang], yes: runtime.yes, no: runtime.no, noAnswer: runtime.noAnswer };
}
