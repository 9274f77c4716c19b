import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 860 }, locale: 'de-DE', acceptDownloads: true });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto('/auth/login');
await page.getByLabel(/E-Mail/i).fill(process.env.USER_EMAIL ?? 'admin@demo.test');
await page.getByLabel(/Passwort/i).fill('demo1234');
await page.getByRole('button', { name: /^Anmelden$/ }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/auth') && !u.pathname.startsWith('/initialisierung'), { timeout: 60000 });
for (const [name, url] of [['docs-all', '/dokumente'], ['docs-new', '/dokumente/neue_dokumente']]) {
  await page.goto(url);
  await page.getByTestId('data-row').first().waitFor({ timeout: 30000 }).catch(() => console.log('no rows on', url));
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(name, await page.getByTestId('data-table-total').textContent().catch(() => '?'), 'badge', await page.getByTestId('navbar-new-documents-badge').textContent().catch(() => '?'));
}
await page.getByTestId('document-row-preview').first().click();
await page.getByTestId('pdf-page').first().waitFor({ timeout: 30000 }).catch(() => console.log('no pdf page'));
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots/docs-preview.png' });
await page.keyboard.press('Escape');
await page.getByTestId('view-toggle-feed').click();
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/docs-feed.png', fullPage: true });
await browser.close();
