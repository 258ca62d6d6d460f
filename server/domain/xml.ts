/**
 * A small, safe way to write XML: text and attribute values are always escaped, and characters XML
 * 1.0 cannot carry at all (most control characters, lone surrogates) are dropped, so whatever staff
 * typed into a record cannot break the document.
 */

/** Markup already written by `element`, inserted as it is; any plain string is escaped. */
export interface XmlMarkup {
  readonly markup: string;
}

type Child = XmlMarkup | string | null | undefined | false;
type AttributeValue = string | number | null | undefined;

// Outside XML 1.0's Char production: C0 controls other than tab, LF and CR; U+FFFE/U+FFFF; lone surrogates.
const NOT_XML_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for element content and attribute values (both quotes, so either delimiter is safe). */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML_CHARACTER, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;');
}

/** `<name attr="…">children</name>`, or `<name attr="…"/>` without children; absent attributes are left out. */
export function element(
  name: string,
  attributes: Record<string, AttributeValue> = {},
  ...children: Child[]
): XmlMarkup {
  const attributeText = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  const content = fragment(children).markup;
  return {
    markup: content === '' ? `<${name}${attributeText}/>` : `<${name}${attributeText}>${content}</${name}>`,
  };
}

/** Several pieces side by side, as one child; plain strings escaped, absent ones left out. */
export function fragment(children: Child[]): XmlMarkup {
  return {
    markup: children
      .map((child) => (typeof child === 'string' ? escapeXml(child) : child ? child.markup : ''))
      .join(''),
  };
}

/** The whole document, with its declaration. */
export function xmlDocument(root: XmlMarkup): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root.markup}\n`;
}
