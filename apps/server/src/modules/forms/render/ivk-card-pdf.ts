/**
 * The international motor insurance card (Internationale Versicherungskarte, "Grüne Karte") as a filled AcroForm
 * PDF: the numbered boxes of the card, each a named text field filled from the contract, so that a reader shows
 * the values and the field names can be read by a program. Printed on an A5 landscape page.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedPdfFonts } from './pdf-fonts.js';
import { wrapText } from './text-layout.js';

export type TIvkCard = {
  countryCode: string;
  insurerCode: string;
  insuranceNumber: string;
  validFrom: string;
  validTo: string;
  /** Vehicle category of the card: A car, B motorcycle, C lorry, D cycle, E bus, F trailer, G other. */
  vehicleCategory: string;
  licensePlate: string;
  make: string;
  holder: string;
  insurer: string;
  issuedBy: string;
  issuedAt: string;
};

/** The field names (the card's box numbers in the comments). */
export const IVK_FIELDS = {
  validFrom: 'GueltigVon', // 3
  validTo: 'GueltigBis', // 3
  countryCode: 'Land', // 4
  insurerCode: 'Versicherercode', // 4
  insuranceNumber: 'Versicherungsnummer', // 4
  licensePlate: 'Kennzeichen', // 5
  vehicleCategory: 'Fahrzeugart', // 6
  make: 'Fahrzeugmarke', // 7
  holder: 'Versicherungsnehmer', // 8
  insurer: 'Versicherer', // 9
} as const satisfies Partial<Record<keyof TIvkCard, string>>;

/** The member states of the green card system in which the card is valid (printed on the card). */
const VALID_IN = 'A · AL · AND · AZ · B · BG · BIH · CH · CY · CZ · D · DK · E · EST · F · FIN · GB · GR · H · HR · I · IL · IR · IRL · IS · L · LT · LV · M · MA · MD · MK · MNE · N · NL · P · PL · RO · S · SK · SLO · SRB · TN · TR · UA';

const PAGE = { width: 595.28, height: 419.53 };
const GREEN = rgb(0.86, 0.95, 0.86);
const DARK = rgb(0.1, 0.3, 0.1);

type TFieldBox = { name: string; value: string; x: number; y: number; width: number; height: number; label: string; multiline?: boolean };

function drawBox(page: PDFPage, font: PDFFont, box: TFieldBox): void {
  page.drawRectangle({ x: box.x, y: box.y, width: box.width, height: box.height + 12, borderColor: DARK, borderWidth: 0.6 });
  page.drawText(box.label, { x: box.x + 3, y: box.y + box.height + 3, size: 6.5, font, color: DARK });
}

export async function renderIvkCardPdf(card: TIvkCard): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Internationale Versicherungskarte ${card.insuranceNumber}`);
  doc.setAuthor(card.issuedBy);
  doc.setLanguage('de-DE');
  const fonts = await embedPdfFonts(doc);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: GREEN });
  page.drawText('INTERNATIONALE VERSICHERUNGSKARTE FÜR KRAFTVERKEHR', { x: 24, y: PAGE.height - 34, size: 13, font: fonts.bold, color: DARK });
  page.drawText('International Motor Insurance Card · Carte internationale d\'assurance automobile', { x: 24, y: PAGE.height - 48, size: 8, font: fonts.regular, color: DARK });

  const left = 24;
  const width = PAGE.width - 48;
  const half = (width - 8) / 2;
  const row = (n: number) => PAGE.height - 74 - n * 46;
  const boxes: TFieldBox[] = [
    { name: IVK_FIELDS.validFrom, value: card.validFrom, x: left, y: row(1), width: half / 2 - 4, height: 20, label: '3. Gültig vom' },
    { name: IVK_FIELDS.validTo, value: card.validTo, x: left + half / 2 + 4, y: row(1), width: half / 2 - 4, height: 20, label: '   bis einschließlich' },
    { name: IVK_FIELDS.countryCode, value: card.countryCode, x: left + half + 8, y: row(1), width: 40, height: 20, label: '4. Land' },
    { name: IVK_FIELDS.insurerCode, value: card.insurerCode, x: left + half + 56, y: row(1), width: 80, height: 20, label: 'Versicherer-Code' },
    { name: IVK_FIELDS.insuranceNumber, value: card.insuranceNumber, x: left + half + 144, y: row(1), width: half - 136, height: 20, label: 'Nummer' },
    { name: IVK_FIELDS.licensePlate, value: card.licensePlate, x: left, y: row(2), width: half, height: 20, label: '5. Kennzeichen (oder Fahrgestellnummer)' },
    { name: IVK_FIELDS.vehicleCategory, value: card.vehicleCategory, x: left + half + 8, y: row(2), width: 80, height: 20, label: '6. Fahrzeugart' },
    { name: IVK_FIELDS.make, value: card.make, x: left + half + 96, y: row(2), width: half - 88, height: 20, label: '7. Fahrzeugmarke' },
    { name: IVK_FIELDS.holder, value: card.holder, x: left, y: row(4) + 10, width: half, height: 48, label: '8. Name und Anschrift des Versicherungsnehmers', multiline: true },
    { name: IVK_FIELDS.insurer, value: card.insurer, x: left + half + 8, y: row(4) + 10, width: half, height: 48, label: '9. Versicherer', multiline: true },
  ];
  const form = doc.getForm();
  for (const box of boxes) {
    drawBox(page, fonts.regular, box);
    const field = form.createTextField(box.name);
    if (box.multiline) field.enableMultiline();
    field.setText(box.value);
    field.addToPage(page, { x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2, font: fonts.regular, borderWidth: 0, backgroundColor: rgb(1, 1, 1) });
    field.setFontSize(box.multiline ? 8 : 10);
  }

  page.drawText('Kategorien: A Pkw · B Kraftrad · C Lkw · D Fahrrad mit Hilfsmotor · E Bus · F Anhänger · G Sonstige', { x: left, y: row(2) - 12, size: 6.5, font: fonts.regular, color: DARK });
  let y = row(4) - 14;
  page.drawText('Gültig in / valid in:', { x: left, y, size: 7, font: fonts.bold, color: DARK });
  for (const line of wrapText(VALID_IN, fonts.regular, 7, width)) {
    y -= 10;
    page.drawText(line, { x: left, y, size: 7, font: fonts.regular, color: DARK });
  }
  page.drawText(`Ausgestellt am ${card.issuedAt} über ${card.issuedBy}`, { x: left, y: 22, size: 7, font: fonts.regular, color: DARK });
  // Appearances drawn with the embedded font: the standard font of a form field cannot print ł or ő.
  form.updateFieldAppearances(fonts.regular);
  return doc.save();
}
