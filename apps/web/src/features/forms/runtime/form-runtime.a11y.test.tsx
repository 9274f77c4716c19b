// @vitest-environment happy-dom
/**
 * axe on every page of the demo forms and of the fixture with the remaining control types: labels, names,
 * roles and ARIA references. Colour contrast needs a real layout and is checked by the browser tests.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, expect, it } from 'vitest';
import { DEMO_FORMS } from '../../../../../server/src/seed/demo-forms';
import { ALL_CONTROLS_FORM } from './test-support/all-controls-form';
import { renderRuntime } from './test-support/render-runtime';

afterEach(cleanup);

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

it.each([...DEMO_FORMS.map((f) => [f.key, f.definition] as const), ['alle-felder', ALL_CONTROLS_FORM] as const])('finds no accessibility violation on the pages of %s', async (_key, definition) => {
  renderRuntime(definition, { data: { ZeugenVorhanden: true, Zeugen: [{ ZeugeName: 'Anna' }], Personen: [{ PersonName: 'Clara' }] } });
  const found: string[] = [];
  for (;;) {
    found.push(...(await violations()));
    const next = screen.queryByRole('button', { name: 'Weiter' });
    if (!next) break;
    fireEvent.click(next);
  }
  expect(found).toEqual([]);
}, 60_000);
