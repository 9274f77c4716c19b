import { describe, expect, it } from 'vitest';
import { nextTagSelection } from './tag-selection';

const allTagIds = ['a', 'b', 'c'];

describe('nextTagSelection', () => {
  it('all on sets AllowAll, all off chooses nothing', () => {
    expect(nextTagSelection({ allowAll: false, chosen: ['a'], allTagIds }, { all: true })).toEqual({ AllowAll: true, AllowedTags: [] });
    expect(nextTagSelection({ allowAll: true, chosen: [], allTagIds }, { all: false })).toEqual({ AllowAll: false, AllowedTags: [] });
  });
  it('unticking one tag under AllowAll keeps the others', () => {
    expect(nextTagSelection({ allowAll: true, chosen: [], allTagIds }, { tag: 'b', on: false })).toEqual({ AllowAll: false, AllowedTags: ['a', 'c'] });
  });
  it('ticking the last missing tag becomes AllowAll', () => {
    expect(nextTagSelection({ allowAll: false, chosen: ['a', 'c'], allTagIds }, { tag: 'b', on: true })).toEqual({ AllowAll: true, AllowedTags: [] });
    expect(nextTagSelection({ allowAll: false, chosen: [], allTagIds }, { tag: 'c', on: true })).toEqual({ AllowAll: false, AllowedTags: ['c'] });
  });
});
