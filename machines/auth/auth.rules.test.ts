import { describe, expect, it } from 'vitest';
import {
  canVisit,
  initialsOf,
  isSafeRedirect,
  landingPathAfterSignIn,
  roleHeader,
  signInErrorKey,
  strategyOf,
  type User,
} from './auth.rules.ts';

const admin: User = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  role: 'ADMIN',
  organisation: null,
  phone: null,
  scholarity: null,
};
const reader: User = { ...admin, id: 2, role: 'USER' };

describe('safe redirects', () => {
  it.each(['/', '/publisher', '/publisher/12/catalogues', '/dashboard/places/update/7', '/a-b_c~d%20e@f'])(
    'accepts the local path %j',
    (path) => expect(isSafeRedirect(path)).toBe(true),
  );

  it.each([
    '',
    '//evil.com',
    'http://x',
    'https://evil.com/a',
    '/a?b',
    '/a b',
    '/a#b',
    '/../etc',
    'publisher',
    '/\\evil.com',
    'javascript:alert(1)',
    '/a\nb',
  ])('refuses %j', (path) => expect(isSafeRedirect(path)).toBe(false));
});

describe('who may visit a page', () => {
  it('lets anyone open public pages', () => {
    expect(canVisit(null, '/publisher/1')).toBe(true);
    expect(canVisit(reader, '/catalogues')).toBe(true);
  });

  it('keeps guests and USERs out of anything with "dashboard" in its path', () => {
    expect(canVisit(null, '/dashboard')).toBe(false);
    expect(canVisit(reader, '/dashboard/places')).toBe(false);
    expect(canVisit(admin, '/dashboard/places')).toBe(true);
  });

  it('sends staff to the dashboard and a USER nowhere, unless a permitted redirect is remembered', () => {
    expect(landingPathAfterSignIn(admin, null)).toBe('/dashboard');
    expect(landingPathAfterSignIn(admin, '/publisher/3')).toBe('/publisher/3');
    expect(landingPathAfterSignIn(reader, null)).toBeNull();
    expect(landingPathAfterSignIn(reader, '/dashboard/holders')).toBeNull();
    expect(landingPathAfterSignIn(reader, '/holders')).toBe('/holders');
  });
});

describe('strategies and role headers', () => {
  it('sends GUEST, ADMIN or USER by strategy', () => {
    expect(roleHeader('local')).toBe('GUEST');
    expect(roleHeader('admin')).toBe('ADMIN');
    expect(roleHeader('user')).toBe('USER');
  });

  it('gives a USER the user strategy and anyone else the admin one', () => {
    expect(strategyOf(null)).toBe('local');
    expect(strategyOf(reader)).toBe('user');
    expect(strategyOf(admin)).toBe('admin');
  });
});

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['  ada   byron lovelace ', 'AB'],
    ['Nadar', 'NA'],
    ['émile zola', 'ÉZ'],
    ['', 'AD'],
    ['   ', 'AD'],
  ])('of %j are %j', (name, initials) => {
    expect(initialsOf({ name, email: 'ada@example.org' })).toBe(initials);
  });
});

describe('the message of a failed sign-in', () => {
  it("is the server's key", () => {
    expect(signInErrorKey({ message: 'invalid_credentials', statusCode: 401 })).toBe('invalid_credentials');
  });

  it.each([undefined, null, 'boom', 42, {}, { message: 3 }, { message: '  ' }, new Error('Failed to fetch')])(
    'is the generic key for %j',
    (error) => expect(signInErrorKey(error)).toBe('an_error_has_occurred_please_try_again'),
  );
});
