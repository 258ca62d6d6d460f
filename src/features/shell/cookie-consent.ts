/** The cookie that records consent (spec sections 4 and 9: 30 days, path /). */
export const consentCookieName = 'allow-cookies';
export const consentDays = 30;

export function hasConsent(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${consentCookieName}=`));
}

export function consentCookie(now = new Date()): string {
  const expires = new Date(now.getTime() + consentDays * 24 * 60 * 60 * 1000);
  return `${consentCookieName}=true; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}
