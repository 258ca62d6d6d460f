import { describe, expect, it } from 'vitest';
import { consentCookie, hasConsent } from './cookie-consent.ts';

describe('the cookie banner', () => {
  it('is hidden once the allow-cookies cookie exists', () => {
    expect(hasConsent('a=1; allow-cookies=true')).toBe(true);
    expect(hasConsent('a=1; not-allow-cookies=true')).toBe(false);
    expect(hasConsent('')).toBe(false);
  });
  it('sets the cookie for 30 days on path /', () => {
    const cookie = consentCookie(new Date('2026-01-01T00:00:00Z'));
    expect(cookie).toContain('allow-cookies=true');
    expect(cookie).toContain('expires=Sat, 31 Jan 2026 00:00:00 GMT');
    expect(cookie).toContain('path=/');
  });
});
