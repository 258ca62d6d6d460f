import { describe, expect, it } from 'vitest';
import { pageAnswerKey } from './page-answers.ts';

describe('pageAnswerKey', () => {
  it('sorts the query parameters by name and keeps their values as encoded', () => {
    expect(pageAnswerKey('/catalogues?per-page=6&lang=EN&keyword=caf%C3%A9')).toBe(
      '/catalogues?keyword=caf%C3%A9&lang=EN&per-page=6',
    );
    expect(pageAnswerKey('/catalogues?lang=EN&per-page=6')).toBe(
      pageAnswerKey('/catalogues?per-page=6&lang=EN'),
    );
  });

  it('leaves a path without parameters as it is, and drops an empty query', () => {
    expect(pageAnswerKey('/catalogues/1')).toBe('/catalogues/1');
    expect(pageAnswerKey('/catalogues/1?')).toBe('/catalogues/1');
  });

  it('keeps repeated parameters in their order', () => {
    expect(pageAnswerKey('/x?b=2&a=1&b=1')).toBe('/x?a=1&b=2&b=1');
  });
});
