/** The accessibility check itself (support/browser.ts expectAccessible): it must still find what axe finds. */
import { expect, it } from 'vitest';
import { expectAccessible, launchBrowser } from './support/browser.js';

it('finds a missing alt text and low contrast, also on a second check of the same document, and passes a clean page', async () => {
  const browser = await launchBrowser();
  const page = await (await browser.newContext()).newPage();
  await page.setContent('<html lang="de"><head><title>t</title></head><body><main><h1>x</h1><img src="data:image/png;base64,iVBORw0KGgo="><p style="color:#eee;background:#fff">low contrast text</p></main></body></html>');
  for (const label of ['bad', 'bad again']) {
    const err = await expectAccessible(page, label).then(() => null, (e: { actual?: string[] }) => e);
    expect(String(err?.actual)).toMatch(/image-alt/);
    expect(String(err?.actual)).toMatch(/color-contrast/);
  }
  await page.setContent('<html lang="de"><head><title>t</title></head><body><main><h1>fine</h1></main></body></html>');
  await expectAccessible(page, 'good');
  await browser.close();
});
