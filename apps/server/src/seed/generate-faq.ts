/** The demo FAQ (issue 14) of licences whose family has one (hasFaq): questions brokers' customers really ask. */
import { hasFaq } from '@portal/domain';
import type { faqEntries } from '../platform/db/schema.js';
import type { LicenseContext } from './context.js';

const ENTRIES: readonly [kategorie: string, frage: string, antwort: string][] = [
  ['Kfz-Versicherung', 'Was ist eine eVB-Nummer?', 'Die elektronische Versicherungsbestätigung (eVB) ist ein siebenstelliger Code, den die Zulassungsstelle für die Anmeldung eines Fahrzeugs braucht. Sie beantragen ihn im Portal unter „eVB“.'],
  ['Kfz-Versicherung', 'Wie bekomme ich eine Internationale Versicherungskarte?', 'Unter „Fahrzeuge“ erstellen Sie die Internationale Versicherungskarte (früher Grüne Karte) als PDF und drucken sie aus.'],
  ['Kfz-Versicherung', 'Was tun nach einem Unfall?', 'Sichern Sie die Unfallstelle, notieren Sie Kennzeichen und Versicherung der Beteiligten und machen Sie Fotos. Melden Sie den Schaden danach im Portal unter „Schaden melden“.\n\nBei Personenschäden rufen Sie immer die Polizei.'],
  ['Schäden', 'Wie melde ich einen Schaden?', 'Über „Schaden melden“ füllen Sie die Schadenmeldung aus und laden Fotos und Belege hoch. Ihr Makler erhält die Meldung sofort in seinem Posteingang.'],
  ['Schäden', 'Wie lange dauert die Regulierung?', 'Das hängt vom Versicherer und vom Schaden ab. Einfache Sachschäden sind oft in zwei bis vier Wochen reguliert. Den Stand sehen Sie jederzeit unter „Schäden“.'],
  ['Schäden', 'Welche Unterlagen brauche ich?', 'Fotos des Schadens, Rechnungen oder Kostenvoranschläge und – bei Diebstahl oder Einbruch – die Bescheinigung der Polizei.'],
  ['Verträge und Beiträge', 'Wo sehe ich meine Verträge?', 'Unter „Verträge“ stehen alle Ihre Verträge mit Beitrag, Laufzeit und den Dokumenten des Versicherers.'],
  ['Verträge und Beiträge', 'Wie ändere ich meine Bankverbindung?', 'Schreiben Sie Ihrem Makler eine Nachricht mit der neuen IBAN. Er gibt die Änderung an alle betroffenen Versicherer weiter.'],
  ['Verträge und Beiträge', 'Kann ich einen Vertrag kündigen?', 'Ja, zum Ablauf oder nach einem Schaden. Sprechen Sie vorher mit Ihrem Makler, damit kein Versicherungsschutz verloren geht.'],
  ['Portal', 'Ich habe mein Passwort vergessen.', 'Auf der Anmeldeseite setzen Sie es über „Passwort vergessen“ per E-Mail zurück.'],
  ['Portal', 'Wer sieht meine Daten?', 'Nur Ihr Makler und die Mitarbeitenden seines Büros, die Ihre Verträge betreuen.'],
];

export function generateFaq(ctx: LicenseContext): (typeof faqEntries.$inferInsert)[] {
  if (!hasFaq({ families: ctx.license.families })) return [];
  return ENTRIES.map(([kategorie, frage, antwort], i) => ({ licenseId: ctx.license.id, kategorie, frage, antwort, sortOrder: i, updatedAt: ctx.past(60, i / ENTRIES.length) }));
}
