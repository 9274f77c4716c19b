import { describe, expect, it } from 'vitest';
import { compactLayout } from './compact-view.js';
import { ZControl, type TControl } from './definition-schema.js';

const at = (id: string, x: number, y: number, cols: number, rows: number, extra: Record<string, unknown> = {}): TControl =>
  ZControl.parse({ id, type: 'textInput', properties: { Kennung: id }, gridPosition: { x, y, cols, rows }, ...extra });

const layout = (controls: TControl[], answered: string[]) =>
  compactLayout(controls, (c) => answered.includes(c.id)).map((i) => ({ id: i.control.id, ...i.position, children: i.children.map((c) => ({ id: c.control.id, ...c.position })) }));

describe('compact view', () => {
  it('removes rows without any value and moves what is below up', () => {
    const controls = [at('a', 0, 0, 3, 1), at('b', 3, 0, 3, 1), at('c', 0, 1, 6, 2), at('d', 0, 3, 2, 1)];
    expect(layout(controls, ['a', 'd'])).toEqual([
      { id: 'a', x: 0, y: 0, cols: 3, rows: 1, children: [] },
      { id: 'd', x: 0, y: 1, cols: 2, rows: 1, children: [] },
    ]);
  });

  it('shrinks a group to what its kept controls need, and drops an empty group', () => {
    const group = ZControl.parse({
      id: 'g',
      type: 'group',
      properties: {},
      gridPosition: { x: 0, y: 0, cols: 6, rows: 4 },
      controls: [at('g1', 0, 0, 6, 1), at('g2', 0, 1, 6, 1), at('g3', 0, 2, 6, 1)],
    });
    const below = at('z', 0, 4, 6, 1);
    expect(layout([group, below], ['g1', 'z'])).toEqual([
      { id: 'g', x: 0, y: 0, cols: 6, rows: 2, children: [{ id: 'g1', x: 0, y: 0, cols: 6, rows: 1 }] },
      { id: 'z', x: 0, y: 2, cols: 6, rows: 1, children: [] },
    ]);
    expect(layout([group, below], ['z'])).toEqual([{ id: 'z', x: 0, y: 0, cols: 6, rows: 1, children: [] }]);
  });
});
