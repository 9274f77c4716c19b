import { describe, expect, it } from 'vitest';
import { formatAnswer } from './format-answer';

const words = { yes: 'Ja', no: 'Nein', empty: '—' };

describe('formatAnswer', () => {
  it('shows empty answers as a dash and booleans as Ja/Nein', () => {
    expect(formatAnswer(undefined, words)).toBe('—');
    expect(formatAnswer('', words)).toBe('—');
    expect(formatAnswer([], words)).toBe('—');
    expect(formatAnswer(true, words)).toBe('Ja');
    expect(formatAnswer(false, words)).toBe('Nein');
  });

  it('joins lists, names files and shows coordinates', () => {
    expect(formatAnswer(['a', 'b'], words)).toBe('a, b');
    expect(formatAnswer([{ Id: '1', Name: 'foto.png', Size: 1, Type: 'image/png' }], words)).toBe('foto.png');
    expect(formatAnswer({ latitude: '52.5', longitude: '13.4' }, words)).toBe('52.5, 13.4');
    expect(formatAnswer(1234.5, words)).toBe('1234.5');
  });
});
