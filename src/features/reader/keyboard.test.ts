import { describe, expect, it } from 'vitest';
import { isEditableTarget, type KeyInput, pageActionFor, targetPage } from './keyboard.ts';

const press = (key: string, more: Partial<KeyInput> = {}): KeyInput => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  inEditable: false,
  defaultPrevented: false,
  ...more,
});

describe('pageActionFor', () => {
  it.each([
    ['ArrowLeft', 'previous'],
    ['PageUp', 'previous'],
    ['ArrowRight', 'next'],
    ['PageDown', 'next'],
    ['Home', 'first'],
    ['End', 'last'],
  ])('turns %s into %s', (key, action) => {
    expect(pageActionFor(press(key))).toBe(action);
  });

  it.each(['ArrowUp', 'ArrowDown', ' ', 'Enter', 'a', 'Tab'])('leaves %j to the browser', (key) => {
    expect(pageActionFor(press(key))).toBeNull();
  });

  it('leaves keys alone while someone types in a field', () => {
    expect(pageActionFor(press('ArrowRight', { inEditable: true }))).toBeNull();
    expect(pageActionFor(press('Home', { inEditable: true }))).toBeNull();
  });

  it('leaves modified keys to the browser and screen readers', () => {
    expect(pageActionFor(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(pageActionFor(press('Home', { ctrlKey: true }))).toBeNull();
    expect(pageActionFor(press('ArrowRight', { metaKey: true }))).toBeNull();
    expect(pageActionFor(press('PageDown', { shiftKey: true }))).toBeNull();
  });

  it('leaves keys another control already used', () => {
    expect(pageActionFor(press('ArrowRight', { defaultPrevented: true }))).toBeNull();
  });
});

describe('targetPage', () => {
  it('moves one page or to either end', () => {
    expect(targetPage('next', 3, 10)).toBe(4);
    expect(targetPage('previous', 3, 10)).toBe(2);
    expect(targetPage('first', 3, 10)).toBe(1);
    expect(targetPage('last', 3, 10)).toBe(10);
  });

  it('does not move past either end or onto the same page', () => {
    expect(targetPage('previous', 1, 10)).toBeNull();
    expect(targetPage('next', 10, 10)).toBeNull();
    expect(targetPage('first', 1, 10)).toBeNull();
    expect(targetPage('last', 10, 10)).toBeNull();
  });
});

describe('isEditableTarget', () => {
  const element = (tagName: string, attributes: Record<string, string> = {}, more = {}) => ({
    tagName,
    getAttribute: (name: string) => attributes[name] ?? null,
    ...more,
  });

  it('counts text inputs, text areas, selects and editable elements', () => {
    expect(isEditableTarget(element('INPUT', {}, { type: 'text' }))).toBe(true);
    expect(isEditableTarget(element('INPUT', {}, { type: 'search' }))).toBe(true);
    expect(isEditableTarget(element('INPUT', {}, { type: 'range' }))).toBe(true);
    expect(isEditableTarget(element('TEXTAREA'))).toBe(true);
    expect(isEditableTarget(element('SELECT'))).toBe(true);
    expect(isEditableTarget(element('DIV', {}, { isContentEditable: true }))).toBe(true);
    expect(isEditableTarget(element('DIV', { role: 'slider' }))).toBe(true);
  });

  it('does not count buttons, checkboxes, links or the page area', () => {
    expect(isEditableTarget(element('INPUT', {}, { type: 'checkbox' }))).toBe(false);
    expect(isEditableTarget(element('BUTTON'))).toBe(false);
    expect(isEditableTarget(element('A'))).toBe(false);
    expect(isEditableTarget(element('DIV', { role: 'region' }))).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});
