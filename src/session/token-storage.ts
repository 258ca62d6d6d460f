import { z } from 'zod/mini';
import { tokenStorageKey } from '../../machines/auth/auth.rules.ts';

const storedToken = z.string().check(z.regex(/^Bearer [A-Za-z0-9._-]+$/));

/** The stored bearer token (`auth._token.local` = 'Bearer …'); failures are logged and read as none. */
export function readStoredToken(): string | null {
  try {
    const parsed = storedToken.safeParse(window.localStorage.getItem(tokenStorageKey));
    return parsed.success ? parsed.data.slice('Bearer '.length) : null;
  } catch (error) {
    console.warn('could not read the stored sign-in', error);
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(tokenStorageKey, `Bearer ${token}`);
  } catch (error) {
    console.warn('could not store the sign-in', error);
  }
}

export function forgetToken(): void {
  try {
    window.localStorage.removeItem(tokenStorageKey);
  } catch (error) {
    console.warn('could not remove the stored sign-in', error);
  }
}
