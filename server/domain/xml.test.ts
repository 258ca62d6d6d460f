import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { element, escapeXml, xmlDocument } from './xml.ts';

describe('XML written with element()', () => {
  it('escapes markup characters in text and attributes, so the text parses back as written', () => {
    const text = `Fotografie & Co. <"Roma"> l'album`;
    const xml = xmlDocument(element('root', { title: text }, element('name', {}, text)));
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);
    expect(parsed.root['@title']).toBe(text);
    expect(parsed.root.name).toBe(text);
  });

  it('drops characters XML 1.0 cannot carry, and keeps tabs, new lines and astral characters', () => {
    expect(escapeXml('a\u0000b\u0008c\u001Fd\uFFFEe')).toBe('abcde');
    expect(escapeXml('lone \uD800 surrogate \uDC00')).toBe('lone  surrogate ');
    expect(escapeXml('tab\tline\n📷')).toBe('tab\tline\n📷');
    expect(escapeXml('a\r\nb')).toBe('a&#13;\nb');
  });

  it('leaves out absent attributes and children, and closes an empty element', () => {
    expect(element('header', { status: undefined }, null, false, undefined).markup).toBe('<header/>');
    expect(element('token', { cursor: 0 }, 'x').markup).toBe('<token cursor="0">x</token>');
  });
});
