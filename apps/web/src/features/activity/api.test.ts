import { describe, expect, it } from 'vitest';
import { activityFeedQueryString } from './api';

describe('activityFeedQueryString', () => {
  it('sends the page and, on detail pages, the one scope object', () => {
    expect(activityFeedQueryString({ skip: 0, take: 10 })).toBe('skip=0&take=10');
    expect(activityFeedQueryString({ skip: 20, take: 5, scope: { Vertrag: 'c-1' } })).toBe('skip=20&take=5&Vertrag=c-1');
  });
});
