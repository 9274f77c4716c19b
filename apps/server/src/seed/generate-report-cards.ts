/**
 * The demo's PDF templates (one per context) and, for the broker licence, a card group 'Berichte' with a report
 * card per context (issue 13): what a broker opens at /pdfTemplate/{id} and a licence admin edits.
 */
import type { cards, pdfTemplates } from '../platform/db/schema.js';
import type { LicenseContext } from './context.js';

const ADDRESS = '| Anschrift | {{Kunde.Strasse}}, {{Kunde.Plz}} {{Kunde.Ort}} |';
const FOOTER = '---\nErstellt am {{Heute}} · {{Lizenz.Name}}';

const TEMPLATES = [
  {
    name: 'Kundenbericht',
    context: 'Kunde',
    body: `# Kundenbericht {{Kunde.Kundenname}}
| Kundennummer | {{Kunde.Amsidnr}} |
${ADDRESS}
| Geburtstag | {{Kunde.Geburtstag}} |
| E-Mail | {{Kunde.EmailPrivat}} |
| Telefon | {{Kunde.TelefonPrivat}} |

## Verträge
{{#Vertraege}}
| {{VertragsNr}} | {{Sparte}} · {{ComputedStatus}} · {{BruttopraemieGemaessZahlweise}} |
{{/Vertraege}}
{{^Vertraege}}
Keine Verträge vorhanden.
{{/Vertraege}}

${FOOTER}`,
  },
  {
    name: 'Vertragsübersicht',
    context: 'Vertrag',
    body: `# Vertrag {{Vertrag.VertragsNr}}
| Versicherungsnehmer | {{Kunde.Kundenname}} |
${ADDRESS}
| Sparte | {{Vertrag.Sparte}} |
| Produkt | {{Vertrag.Produkt}} |
| Status | {{Vertrag.ComputedStatus}} |
| Versicherer | {{Gesellschaft.Suchname}} |
| Beginn | {{Vertrag.Vertragsbeginn}} |
| Ablauf | {{Vertrag.Vertragsablauf}} |
| Zahlweise | {{Vertrag.Zahlweise}} |
| Beitrag | {{Vertrag.BruttopraemieGemaessZahlweise}} |

## Schäden zum Vertrag
{{#Schaeden}}
| {{NummerMakler}} | {{Schadenart}} · {{SchadenZeitpunkt}} · {{Schadenstatus}} |
{{/Schaeden}}
{{^Schaeden}}
Keine Schäden gemeldet.
{{/Schaeden}}

${FOOTER}`,
  },
  {
    name: 'Schadenbericht',
    context: 'Schaden',
    body: `# Schaden {{Schaden.NummerMakler}}
| Versicherungsnehmer | {{Kunde.Kundenname}} |
${ADDRESS}
| Vertrag | {{Vertrag.VertragsNr}} |
| Versicherer | {{Gesellschaft.Suchname}} |
| Schadenart | {{Schaden.Schadenart}} |
| Schadentag | {{Schaden.SchadenZeitpunkt}} |
| Schadenort | {{Schaden.Schadenort}} |
| Status | {{Schaden.Schadenstatus}} |
| Schadenhöhe | {{Schaden.Schadenhoehe}} |

${FOOTER}`,
  },
  {
    name: 'Spartendaten',
    context: 'Spartendaten',
    body: `# {{Spartendaten.Typ}} zum Vertrag {{Vertrag.VertragsNr}}
| Versicherungsnehmer | {{Kunde.Kundenname}} |
| Sparte | {{Vertrag.Sparte}} |

## Angaben
{{#Felder}}
| {{Name}} | {{Wert}} |
{{/Felder}}

${FOOTER}`,
  },
] as const;

/** Card indexes after generate-views' six cards. */
const FIRST_CARD = 6;

export function generateReportCards(ctx: LicenseContext, sortFrom: number) {
  const licenseId = ctx.license.id;
  const createdAt = ctx.past(300, 0.1);
  const templates: (typeof pdfTemplates.$inferInsert)[] = TEMPLATES.map((t, i) => ({ id: ctx.id('pdfTemplate', i), licenseId, name: t.name, context: t.context, body: t.body, createdAt, updatedAt: createdAt }));
  if (ctx.license.kind !== 'MAKLER') return { templates, cards: [] };
  const group = ctx.id('card', FIRST_CARD);
  const tpl = (i: number) => ctx.id('pdfTemplate', i);
  const rows: Omit<typeof cards.$inferInsert, 'id' | 'licenseId'>[] = [
    { name: { de: 'Berichte', en: 'Reports' }, icon: 'assignment', action: 'group' },
    { name: { de: 'Kundenbericht', en: 'Customer report' }, icon: 'people', action: 'report', parentId: group, additionalProperties: { Property: 'Active', Operator: 'Equal', Value: true, additionalFilters: [], spartenFilters: [], TemplateId: tpl(0), Context: 'Kunde' } },
    { name: { de: 'KFZ-Vertragsübersicht', en: 'Motor contract summary' }, icon: 'directions_car', action: 'report', parentId: group, additionalProperties: { Property: 'Typ', Operator: 'In', Value: ['KOMPAKTKRAFT', 'EUROMOBIL', 'KFZ'], additionalFilters: [], spartenFilters: [], TemplateId: tpl(1), Context: 'Vertrag' } },
    { name: { de: 'Offene Schäden', en: 'Open claims' }, icon: 'report', action: 'report', parentId: group, additionalProperties: { Property: 'Abschlusstag', Operator: 'IsEmpty', additionalFilters: [{ Property: 'Draft', Operator: 'Equal', Value: false }], spartenFilters: [], TemplateId: tpl(2), Context: 'Schaden' } },
    // Spartendaten: motor contracts whose additional data include the Schutzbrief, then the contract's line data.
    { name: { de: 'KFZ mit Schutzbrief', en: 'Motor with breakdown cover' }, icon: 'shield', action: 'report', parentId: group, additionalProperties: { Property: 'Typ', Operator: 'In', Value: ['KOMPAKTKRAFT', 'EUROMOBIL'], additionalFilters: [], spartenFilters: [{ SpartendatenProperty: 'Schutzbrief', Operator: 'Equal', Value: 'Ja' }], TemplateId: tpl(3), Context: 'Spartendaten' } },
  ];
  return { templates, cards: rows.map((c, i) => ({ ...c, id: ctx.id('card', FIRST_CARD + i), licenseId, sortOrder: sortFrom + i, createdAt })) };
}
