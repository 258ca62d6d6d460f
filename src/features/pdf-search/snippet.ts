/** Spec section 9: the helper text is cut at 100 characters, at 50 when the secondary text exceeds 30. */
export function helperTextLimit(secondaryText: string): number {
  return secondaryText.length > 30 ? 50 : 100;
}

export interface Highlight {
  start: number;
  end: number;
}

export interface SnippetPart {
  text: string;
  highlighted: boolean;
}

/**
 * The snippet cut to `limit` characters around its first highlight, so the matched word is always
 * in view, with '…' where text was left out; highlights are kept as parts to mark up.
 */
export function snippetParts(
  snippet: string,
  highlights: ReadonlyArray<Highlight>,
  limit: number,
): SnippetPart[] {
  const valid = [...highlights]
    .filter((h) => h.start >= 0 && h.end > h.start && h.end <= snippet.length)
    .sort((a, b) => a.start - b.start);
  let start = 0;
  let end = snippet.length;
  if (snippet.length > limit) {
    const first = valid[0];
    // Put the first match about a third of the way in: some context before, more after.
    const centre = first ? Math.max(0, first.start - Math.floor(limit / 3)) : 0;
    start = Math.min(centre, snippet.length - limit);
    end = start + limit;
    // Cut at word boundaries where one is near, not mid-word.
    if (start > 0) {
      const space = snippet.indexOf(' ', start);
      if (space !== -1 && space < (first?.start ?? end) && space - start < 15) start = space + 1;
    }
    if (end < snippet.length) {
      const space = snippet.lastIndexOf(' ', end);
      if (space > start && end - space < 15 && space >= (first?.end ?? start)) end = space;
    }
  }
  const parts: SnippetPart[] = [];
  const push = (text: string, highlighted: boolean) => {
    if (text !== '') parts.push({ text, highlighted });
  };
  if (start > 0) push('…', false);
  let cursor = start;
  for (const h of valid) {
    if (h.end <= cursor || h.start >= end) continue;
    push(snippet.slice(cursor, Math.max(cursor, h.start)), false);
    push(snippet.slice(Math.max(cursor, h.start), Math.min(end, h.end)), true);
    cursor = Math.min(end, h.end);
  }
  push(snippet.slice(cursor, end), false);
  if (end < snippet.length) push('…', false);
  return parts;
}
