import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/i18n/translate.ts';
import type { QueryNode, QueryObject, Subject } from '../../../machines/query-tree/query-tree.rules.ts';
import { describeQuery, entityIdsOf, sentenceText } from './query-sentence.ts';

const node = (
  subject: Subject,
  object: QueryObject,
  input = '',
  extra: Partial<Omit<QueryNode, 'query'>> = {},
): QueryNode => ({ query: { subject, object, input }, where: [], condition: 'AND', ...extra });

const names: Record<string, string> = { 'publisher:12': 'Fratelli Alinari', 'place:3': 'Florence' };
const texts = (locale = 'EN') => ({
  t: createTranslator(locale, new Map()).translate,
  labelOf: (kind: Subject, id: string) => names[`${kind}:${id}`],
});

describe('the sentence of a query', () => {
  it('reads the conditions with the names of the chosen entities', () => {
    const nodes = [
      node('catalogue', 'publisher', '12', { where: [node('publisher', 'place', '3')] }),
      node('catalogue', 'yearFrom', '1870', { condition: 'AND' }),
      node('catalogue', 'title', 'vedute', { condition: 'OR' }),
    ];
    expect(sentenceText(describeQuery(nodes, texts()))).toBe(
      'Catalogues published by Fratelli Alinari (active in Florence) and year from 1870 or title contains “vedute”',
    );
    expect(sentenceText(describeQuery(nodes, texts('DE')))).toBe(
      'Kataloge veröffentlicht von Fratelli Alinari (tätig in Florence) und Jahr ab 1870 oder Titel enthält “vedute”',
    );
  });

  it('names a relation without a value by its sub-conditions, and a name typed as text in quotes', () => {
    const nodes = [
      node('place', 'publisher', '', { where: [node('publisher', 'name', 'Brogi')] }),
      node('place', 'holder', 'Getty', { condition: 'OR' }),
    ];
    expect(sentenceText(describeQuery(nodes, texts()))).toBe(
      'Places has catalogues by any publisher (name contains “Brogi”) or has catalogues held by “Getty”',
    );
  });

  it('shows an ellipsis until a name is known, and lists the ids to fetch', () => {
    const nodes = [node('holder', 'place', '99', { where: [node('place', 'publisher', '12')] })];
    expect(sentenceText(describeQuery(nodes, texts()))).toBe(
      'Holders has catalogues published in … (has catalogues by Fratelli Alinari)',
    );
    expect(entityIdsOf(nodes)).toEqual([
      { kind: 'place', id: '99' },
      { kind: 'publisher', id: '12' },
    ]);
    expect(describeQuery([], texts())).toEqual([]);
  });

  it('marks the values apart from the words', () => {
    const parts = describeQuery([node('catalogue', 'yearTo', '1900')], texts());
    expect(parts.filter((part) => part.isValue).map((part) => part.text)).toEqual(['1900']);
  });

  it('ends with "only dates certainly inside the range" when the year conditions say within', () => {
    const nodes = [
      node('catalogue', 'title', 'vedute'),
      {
        ...node('catalogue', 'yearFrom', '1885'),
        query: { subject: 'catalogue', object: 'yearFrom', input: '1885', dateMatch: 'within' },
      },
    ] as QueryNode[];
    expect(sentenceText(describeQuery(nodes, texts()))).toBe(
      'Catalogues title contains “vedute” and year from 1885, only dates certainly inside the range',
    );
    expect(sentenceText(describeQuery(nodes, texts('DE')))).toMatch(
      /Jahr ab 1885, nur Datierungen sicher innerhalb des Zeitraums$/,
    );
    expect(sentenceText(describeQuery([node('catalogue', 'yearFrom', '1885')], texts()))).toBe(
      'Catalogues year from 1885',
    );
  });
});
