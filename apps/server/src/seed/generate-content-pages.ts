/**
 * The demo content pages (issue 14, /content/{id}) of a broker licence: what a broker firm publishes in its portal
 * (about us, the broker contract, how to reach us) plus a staff-only guide and an unpublished draft for the preview.
 */
import type { TContentAudience } from '@portal/domain';
import { renderMarkdown } from '../modules/content-pages/render-markdown.js';
import type { contentPages } from '../platform/db/schema.js';
import type { LicenseContext } from './context.js';

type TDemoPage = { slug: string; titel: string; zielgruppe: TContentAudience; published: boolean; markdown: (name: string) => string };

const PAGES: readonly TDemoPage[] = [
  {
    slug: 'ueber-uns',
    titel: 'Über uns',
    zielgruppe: 'ALLE',
    published: true,
    markdown: (name) => `## ${name}

Seit über 25 Jahren beraten wir Privat- und Gewerbekunden unabhängig von einzelnen Versicherern. Wir vergleichen den Markt, verhandeln Ihre Bedingungen und stehen Ihnen im Schadenfall zur Seite.

### Was uns ausmacht

- **Unabhängig:** Wir arbeiten mit über 120 Versicherern zusammen.
- **Persönlich:** Sie haben eine feste Ansprechpartnerin oder einen festen Ansprechpartner.
- **Digital:** Verträge, Schäden und Dokumente finden Sie jederzeit hier im Portal.

Mehr zu Ihrem Vertrag mit uns lesen Sie unter [Ihr Maklervertrag](/content/ihr-maklervertrag).`,
  },
  {
    slug: 'ihr-maklervertrag',
    titel: 'Ihr Maklervertrag',
    zielgruppe: 'ALLE',
    published: true,
    markdown: () => `## Ihr Maklervertrag

Mit dem Maklervertrag beauftragen Sie uns, Ihren Versicherungsschutz zu betreuen. Wir handeln dabei in Ihrem Auftrag – nicht im Auftrag der Versicherer.

### Unsere Leistungen

1. Analyse Ihres Bedarfs und Ihrer bestehenden Verträge
2. Vergleich und Vermittlung passender Angebote
3. Laufende Betreuung und Anpassung bei Änderungen
4. Unterstützung bei der Regulierung von Schäden

### Vollmacht und Datenschutz

Die Maklervollmacht erlaubt uns, Ihre Verträge bei den Versicherern einzusehen und für Sie zu verhandeln. Ihre Daten verarbeiten wir nach der DSGVO; Einzelheiten finden Sie in unserer Datenschutzerklärung.

> Fragen zu Ihrem Vertrag? Schreiben Sie uns eine Nachricht im Portal oder eine E-Mail an [service@mustermann-makler.example](mailto:service@mustermann-makler.example).`,
  },
  {
    slug: 'leitfaden-risikomanagement',
    titel: 'Leitfaden Risikomanagement',
    zielgruppe: 'MITARBEITER',
    published: true,
    markdown: () => `## Leitfaden Risikomanagement

Die Seite [Risikomanagement](/risikomanagement) zeigt, was in Ihrem Bestand Aufmerksamkeit braucht:

| Bereich | Was zu tun ist |
| --- | --- |
| Abgelaufene Objekte | Gültigkeit beim Versicherer verlängern oder Objekt abmelden |
| Ablaufende Verträge | Kunden spätestens sechs Wochen vor Ablauf ansprechen |
| Beratungsbedarf | Beratungstermin vereinbaren und dokumentieren |`,
  },
  {
    slug: 'newsletter-entwurf',
    titel: 'Newsletter (Entwurf)',
    zielgruppe: 'ALLE',
    published: false,
    markdown: () => `## Neuigkeiten

*Entwurf – noch nicht veröffentlicht.* Hier stehen bald die Neuigkeiten des Quartals.`,
  },
];

export function generateContentPages(ctx: LicenseContext): (typeof contentPages.$inferInsert)[] {
  if (ctx.license.kind !== 'MAKLER') return [];
  return PAGES.map((p, i) => {
    const markdown = p.markdown(ctx.license.name);
    return { licenseId: ctx.license.id, slug: p.slug, titel: p.titel, markdown, html: renderMarkdown(markdown), zielgruppe: p.zielgruppe, published: p.published, sortOrder: i, updatedAt: ctx.past(30, i / PAGES.length) };
  });
}
