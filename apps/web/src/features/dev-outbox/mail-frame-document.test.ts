import { describe, expect, it } from 'vitest';
import { mailFrameDocument } from './mail-frame-document';

describe('mailFrameDocument', () => {
  it('makes links open in a new tab, inside the head when there is one', () => {
    expect(mailFrameDocument('<!DOCTYPE html><html><head lang="de"><title>x</title></head><body></body></html>')).toBe(
      '<!DOCTYPE html><html><head lang="de"><base target="_blank"><title>x</title></head><body></body></html>',
    );
    expect(mailFrameDocument('<p><a href="https://x.test">x</a></p>')).toBe('<base target="_blank"><p><a href="https://x.test">x</a></p>');
  });
  it('does not mistake <header> for the head', () => {
    expect(mailFrameDocument('<header>x</header>')).toBe('<base target="_blank"><header>x</header>');
  });
});
