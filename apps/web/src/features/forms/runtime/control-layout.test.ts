import { compileForm, ZFormDefinition } from '@portal/forms';
import { describe, expect, it } from 'vitest';
import { gridLayout, pageControls, withoutHidden } from './control-layout';

const at = (name: string, x: number, y: number, cols: number, rows = 1) => ({ id: name, type: 'textInput', gridPosition: { x, y, cols, rows }, properties: { Kennung: name } });

describe('withoutHidden', () => {
  const form = compileForm(ZFormDefinition.parse({ pages: [{ id: 'p', controls: [at('A', 0, 0, 6), at('B', 0, 1, 3), at('C', 3, 1, 3), at('D', 0, 2, 6, 2), at('E', 0, 5, 6)] }] }));
  const items = gridLayout(pageControls(form, 0));
  const rows = (hidden: string[]) => Object.fromEntries(withoutHidden(items, new Set(hidden)).map((i) => [i.cc.name, i.position.y]));

  it('removes the rows only hidden controls covered and moves what is below up', () => {
    expect(rows([])).toEqual({ A: 0, B: 1, C: 1, D: 2, E: 5 });
    expect(rows(['D'])).toEqual({ A: 0, B: 1, C: 1, E: 3 });
    expect(rows(['A', 'D'])).toEqual({ B: 0, C: 0, E: 2 });
  });

  it('keeps a row that another control still covers, and rows the definition leaves empty', () => {
    expect(rows(['B'])).toEqual({ A: 0, C: 1, D: 2, E: 5 });
  });
});
