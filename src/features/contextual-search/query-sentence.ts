import type { Translate } from '@/i18n/translate.ts';
import {
  dateMatchOf,
  hasYearCondition,
  isRelation,
  kindOf,
  type QueryNode,
  type Subject,
} from '../../../machines/query-tree/query-tree.rules.ts';
import { objectKey, subjectKeys } from './query-labels.ts';

/** A piece of the sentence; values (names, texts, years) are set apart when shown. */
export interface SentencePart {
  text: string;
  isValue?: boolean;
}

export interface SentenceTexts {
  t: Translate;
  /** The name of the entity with this id, once it is known. */
  labelOf: (kind: Subject, id: string) => string | undefined;
}

export const isEntityId = (input: string) => /^\d{1,10}$/.test(input.trim());

/** The ids the sentence names, so the screen can fetch their names. */
export function entityIdsOf(nodes: readonly QueryNode[]): Array<{ kind: Subject; id: string }> {
  return nodes.flatMap((node) => {
    const input = node.query.input?.trim() ?? '';
    const own =
      isRelation(node.query.object) && isEntityId(input) ? [{ kind: node.query.object, id: input }] : [];
    return [...own, ...entityIdsOf(node.where ?? [])];
  });
}

function describeList(nodes: readonly QueryNode[], texts: SentenceTexts): SentencePart[] {
  const { t } = texts;
  return nodes.flatMap((node, index) => {
    const { subject, object } = node.query;
    const input = node.query.input?.trim() ?? '';
    const joiner =
      index === 0
        ? []
        : [{ text: ` ${t(node.condition === 'OR' ? 'condition_or' : 'condition_and').toLowerCase()} ` }];
    let value: SentencePart;
    if (isRelation(object)) {
      if (isEntityId(input)) value = { text: texts.labelOf(object, input) ?? '…', isValue: true };
      else if (input !== '') value = { text: `“${input}”`, isValue: true };
      else value = { text: t(subjectKeys[object].any) };
    } else {
      value = { text: kindOf(object) === 'year' ? input : `“${input}”`, isValue: true };
    }
    const where = node.where ?? [];
    const narrowed = where.length > 0 ? [{ text: ' (' }, ...describeList(where, texts), { text: ')' }] : [];
    return [...joiner, { text: `${t(objectKey(subject, object))} ` }, value, ...narrowed];
  });
}

/**
 * The query as a sentence above its results: 'Catalogues published by Fratelli Alinari (active in
 * Florence) and year from 1870'. Relations chosen by id read with the entity's name; year
 * conditions marked `within` end it with ', only dates certainly inside the range'.
 */
export function describeQuery(nodes: readonly QueryNode[], texts: SentenceTexts): SentencePart[] {
  const subject = nodes[0]?.query.subject;
  if (!subject) return [];
  const within =
    hasYearCondition(nodes) && dateMatchOf(nodes) === 'within'
      ? [{ text: `, ${texts.t('query_only_dates_certainly_inside')}` }]
      : [];
  return [{ text: `${texts.t(subjectKeys[subject].many)} ` }, ...describeList(nodes, texts), ...within];
}

export const sentenceText = (parts: readonly SentencePart[]) => parts.map((part) => part.text).join('');
