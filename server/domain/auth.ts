import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
import type { components } from '../../openapi/generated/catalogue';
import type { Database, Queryable } from '../db/database.ts';
import { conflict, HttpError } from './errors.ts';

export type User = components['schemas']['User'];
export type UserInput = components['schemas']['UserInput'];
export type Role = User['role'];

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
const scryptParams = { N: 16384, r: 8, p: 1 };
const keyLength = 64;

/** `scrypt$N$r$p$salt$hash`, all parameters stored so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, keyLength, scryptParams);
  const { N, r, p } = scryptParams;
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(expected, actual);
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  organisation: string | null;
  phone: string | null;
  scholarity: string | null;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  organisation: row.organisation,
  phone: row.phone,
  scholarity: row.scholarity,
});

export interface Auth {
  /** The token for the credentials; 401 `invalid_credentials` otherwise (same answer for unknown email). */
  signIn(email: string, password: string): Promise<{ token: string; tokenType: 'Bearer'; expiresIn: number }>;
  /** The user a bearer token stands for, or null when it is missing, forged, expired or the user is gone. */
  userOfToken(token: string | undefined): Promise<User | null>;
  createUser(input: UserInput): Promise<User>;
}

/** A hash to compare against when the email is unknown, so both cases take the same time. */
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

export interface AuthOptions {
  tokenTtlSeconds: number;
  /** Failed sign-ins an account takes within `signInWindowMs` before it is refused for the rest of it. */
  signInAttemptsPerAccount?: number;
  signInWindowMs?: number;
}

/**
 * Failed sign-ins per account, whatever address they come from (the per-address limit cannot see a
 * guesser spread over many). Bounded: the least recently tried accounts are forgotten first.
 */
function accountLimiter(attempts: number, windowMs: number) {
  const failures = new LRUCache<string, { count: number; since: number }>({ max: 10_000, ttl: windowMs });
  return {
    check(email: string) {
      const entry = failures.get(email);
      if (!entry || entry.count < attempts) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((entry.since + windowMs - Date.now()) / 1000));
      throw new HttpError(429, 'too_many_requests', { retryAfterSeconds });
    },
    failed(email: string) {
      const entry = failures.get(email, { updateAgeOnGet: false });
      if (entry) entry.count += 1;
      else failures.set(email, { count: 1, since: Date.now() });
    },
    succeeded(email: string) {
      failures.delete(email);
    },
  };
}

export function createAuth(db: Database, secret: string, options: AuthOptions): Auth {
  const { tokenTtlSeconds } = options;
  const sign = createSigner({ key: secret, expiresIn: tokenTtlSeconds * 1000, algorithm: 'HS256' });
  // A token must say whose it is and when it ends: one signed without `exp` would never expire.
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub'],
    cache: 1000,
  });
  const limiter = accountLimiter(
    options.signInAttemptsPerAccount ?? 10,
    options.signInWindowMs ?? 15 * 60_000,
  );
  return {
    async signIn(email, password) {
      const account = normaliseEmail(email);
      limiter.check(account);
      const [row] = await db.query<UserRow>('select * from users where email = $1', [account]);
      const valid = await verifyPassword(password, row?.password_hash ?? (await decoyHash));
      if (!row || !valid) {
        limiter.failed(account);
        throw new HttpError(401, 'invalid_credentials');
      }
      limiter.succeeded(account);
      return { token: sign({ sub: String(row.id) }), tokenType: 'Bearer', expiresIn: tokenTtlSeconds };
    },
    async userOfToken(token) {
      if (!token) return null;
      let subject: string;
      try {
        subject = String((verify(token) as { sub?: unknown }).sub ?? '');
      } catch {
        return null;
      }
      if (!/^\d{1,10}$/.test(subject)) return null;
      const [row] = await db.query<UserRow>('select * from users where id = $1', [Number(subject)]);
      return row ? toUser(row) : null;
    },
    async createUser(input) {
      return createUserRow(db, input);
    },
  };
}

async function createUserRow(db: Queryable, input: UserInput): Promise<User> {
  const email = normaliseEmail(input.email);
  // One statement decides, so two simultaneous sign-ups with one email cannot both pass a check.
  const [row] = await db.query<UserRow>(
    `insert into users (email, name, password_hash, role, organisation, phone, scholarity)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (email) do nothing returning *`,
    [
      email,
      input.name.trim(),
      await hashPassword(input.password),
      input.role,
      input.organisation ?? null,
      input.phone ?? null,
      input.scholarity ?? null,
    ],
  );
  if (!row) throw conflict('user_already_exists');
  return toUser(row);
}

/** The token-signing secret: configured, or generated once and kept in the database for every instance. */
export async function tokenSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query(
    `insert into settings (key, value) values ('token_secret', $1) on conflict (key) do nothing`,
    [randomBytes(48).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(`select value from settings where key = 'token_secret'`);
  if (!row) throw new Error('token secret missing');
  return row.value;
}

/**
 * Makes sure a staff account exists. The first one comes from ADMIN_EMAIL/ADMIN_PASSWORD, or gets
 * a generated password that is returned once so the caller can print it.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password?: string | undefined },
): Promise<{ created: boolean; email: string; generatedPassword?: string }> {
  const email = normaliseEmail(admin.email);
  const existing = await db.query("select 1 from users where role = 'ADMIN' limit 1");
  if (existing.length > 0) return { created: false, email };
  const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
  await createUserRow(db, {
    name: 'Staff',
    email,
    password: admin.password ?? generatedPassword ?? '',
    role: 'ADMIN',
  });
  return generatedPassword ? { created: true, email, generatedPassword } : { created: true, email };
}
