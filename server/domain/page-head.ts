/**
 * A public page's <head> as the server writes it into the web app's shell: what the page is about
 * (PageHead, gathered by page-metadata.ts) written out as title, description, canonical link,
 * OpenGraph, Highwire Press `citation_*` tags, export links, JSON-LD and a COinS span. Plain
 * string work, no database: the shell is split once, and each page is a few concatenations.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's canonical address, absolute. */
  canonical: string;
  /** `<meta property>` pairs: og:title, og:type, og:image… */
  openGraph: Array<[property: string, content: string]>;
  /** `<meta name>` pairs in order: Highwire Press tags (one citation_author per firm). */
  citation: Array<[name: string, content: string]>;
  /** `<link rel="alternate">`: the record in the export formats. */
  alternates: Array<{ href: string; type: string; title: string }>;
  /** The schema.org description of the record. */
  jsonLd: Record<string, unknown>;
  /** An OpenURL ContextObject in KEV (Z39.88-2004), written as a COinS span at the start of the body. */
  coins: string | null;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe in either place. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` as JSON escapes, so
 * no value (a title with `</script>` or `<!--`) can end the element early; the parsed JSON is the same.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The tags that go before `</head>`. */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.openGraph.map(
      ([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`,
    ),
    ...head.citation.map(
      ([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`,
    ),
    ...head.alternates.map(
      (link) =>
        `<link rel="alternate" type="${escapeHtml(link.type)}" href="${escapeHtml(link.href)}" title="${escapeHtml(link.title)}" />`,
    ),
    `<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`,
  ];
  return tags.join('\n    ');
}

/** The COinS span: empty and invisible, read by Zotero and other reference managers. */
export const coinsSpan = (kev: string) => `<span class="Z3988" title="${escapeHtml(kev)}"></span>`;

/** What the server adds to every page besides a record's head. */
export interface PageExtras {
  /** The page's language (`<html lang>`), a BCP 47 tag. */
  lang?: string;
  /** Tags at the end of the head, after the page's own: preload hints. */
  headTags?: string[];
  /** Tags at the end of the body: the data blocks the app reads at start. */
  bodyEndTags?: string[];
}

export interface PageShell {
  /** The page with `head` and `extras` written in; without either, the shell as it was read. */
  render(head: PageHead | null, extras?: PageExtras): string;
}

/**
 * Splits the built index.html once: its own <title> and description give way to the page's, the
 * tags go before `</head>`, the COinS span first in <body> (before #root, whose children React
 * replaces), the data blocks last in it. A shell without `</head>`, `<body>` or `</body>` is
 * served as it is.
 */
export function pageShell(html: string): PageShell {
  const headEnd = html.search(/<\/head>/i);
  const bodyTag = /<body[^>]*>/i.exec(html);
  const bodyEnd = html.search(/<\/body>/i);
  if (headEnd < 0 || !bodyTag || bodyTag.index < headEnd || bodyEnd < bodyTag.index) {
    return { render: () => html };
  }
  const bodyStart = bodyTag.index + bodyTag[0].length;
  const ownHead = html.slice(0, headEnd).trimEnd();
  const headWithoutDefaults = ownHead
    .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/i, '')
    .replace(/[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/i, '')
    .trimEnd();
  const middle = html.slice(headEnd, bodyStart);
  const body = html.slice(bodyStart, bodyEnd);
  const end = html.slice(bodyEnd);
  const tags = (list: string[] | undefined) => (list ?? []).map((tag) => `\n    ${tag}`).join('');
  return {
    render(page, extras = {}) {
      if (!page && !extras.lang && !extras.headTags?.length && !extras.bodyEndTags?.length) return html;
      let head = page ? `${headWithoutDefaults}\n    ${headTags(page)}` : ownHead;
      if (extras.lang) head = head.replace(/<html\b[^>]*>/i, (tag) => withLang(tag, extras.lang as string));
      const coins = page?.coins ? `\n    ${coinsSpan(page.coins)}` : '';
      const blocks = extras.bodyEndTags?.length ? `${tags(extras.bodyEndTags)}\n  ` : '';
      return `${head}${tags(extras.headTags)}\n  ${middle}${coins}${body.trimEnd()}${blocks || '\n  '}${end}`;
    },
  };
}

/** The `<html>` tag with `lang` set to `lang` (added when the tag has none). */
function withLang(tag: string, lang: string): string {
  const value = `lang="${escapeHtml(lang)}"`;
  return /\slang=("[^"]*"|'[^']*'|[^\s>]*)/i.test(tag)
    ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, ` ${value}`)
    : tag.replace(/^<html\b/i, `<html ${value}`);
}
