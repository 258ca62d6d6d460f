import { describe, expect, it } from 'vitest';
import { type PageAnswers, pageAnswersMiddleware, readPageAnswers } from './page-answers.ts';

/** A page with the answers block holding `text` (the parts of a Document the reader uses). */
const pageWith = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === 'page-answers' && text !== null ? { textContent: text } : null),
  }) as unknown as Document;

const catalogue = { catalogue: { id: 1, title: 'Catalogo' } };

describe('readPageAnswers', () => {
  it('gives each answer once, whatever the order of its query parameters', () => {
    const answers = readPageAnswers(pageWith(JSON.stringify({ '/catalogues/1?a=1&lang=EN': catalogue })));
    expect(answers?.take('/catalogues/1?lang=EN&a=1', 10)).toEqual(catalogue);
    expect(answers?.take('/catalogues/1?lang=EN&a=1', 20)).toBeUndefined();
  });

  it('has no answer for another call, or another language', () => {
    const answers = readPageAnswers(pageWith(JSON.stringify({ '/catalogues/1?lang=EN': catalogue })));
    expect(answers?.take('/catalogues/1?lang=DE', 10)).toBeUndefined();
    expect(answers?.take('/catalogues/2?lang=EN', 10)).toBeUndefined();
    expect(answers?.take('/catalogues/1?lang=EN', 10)).toEqual(catalogue);
  });

  it('gives none once the page is older than the queries keep an answer fresh', () => {
    const answers = readPageAnswers(pageWith(JSON.stringify({ '/catalogues/1?lang=EN': catalogue })));
    expect(answers?.take('/catalogues/1?lang=EN', 30_001)).toBeUndefined();
  });

  it('is null without a block or with one that is not an object of answers', () => {
    expect(readPageAnswers(pageWith(null))).toBeNull();
    expect(readPageAnswers(pageWith('not json'))).toBeNull();
    expect(readPageAnswers(pageWith('[1, 2]'))).toBeNull();
  });
});

describe('pageAnswersMiddleware', () => {
  const taken: string[] = [];
  const answers: PageAnswers = {
    take: (pathAndQuery) => {
      taken.push(pathAndQuery);
      return pathAndQuery === '/catalogues/1?lang=EN' ? catalogue : undefined;
    },
  };
  const middleware = pageAnswersMiddleware(answers, '/api', 'https://site.test/catalogues/catalogues/1');
  const onRequest = (url: string, method = 'GET') =>
    middleware.onRequest?.({
      request: new Request(url, { method }),
      schemaPath: '',
      params: {},
      id: '1',
      options: {} as never,
    });

  it('answers a GET under the service address the page carries, as JSON with status 200', async () => {
    const response = await onRequest('https://site.test/api/catalogues/1?lang=EN');
    expect(response).toBeInstanceOf(Response);
    const answer = response as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual(catalogue);
  });

  it('lets every other request go to the service', async () => {
    taken.length = 0;
    expect(await onRequest('https://site.test/api/catalogues/2?lang=EN')).toBeUndefined();
    expect(await onRequest('https://site.test/api/catalogues/1?lang=EN', 'DELETE')).toBeUndefined();
    expect(await onRequest('https://other.test/api/catalogues/1?lang=EN')).toBeUndefined();
    expect(await onRequest('https://site.test/apiary/catalogues/1?lang=EN')).toBeUndefined();
    // Only the first one was a GET under the service's address.
    expect(taken).toEqual(['/catalogues/2?lang=EN']);
  });
});
