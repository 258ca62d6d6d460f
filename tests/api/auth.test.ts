import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { testAccounts } from './accounts.ts';
import { startTestServer, type TestServer } from './harness.ts';

type User = components['schemas']['User'];

/** The secret the harness configures; tokens signed with it are genuine to the test server. */
const testSecret = 'test-secret-that-is-long-enough-for-hs256';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (payload: object, remoteAddress?: string) =>
  server.request({
    method: 'POST',
    url: '/api/users/signin',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const me = (authorization?: string) =>
  server.request({
    method: 'GET',
    url: '/api/users/me',
    headers: authorization === undefined ? {} : { authorization },
  });
const bearer = (token: string) => `Bearer ${token}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function idOf(auth: { authorization: string }): Promise<number> {
  const response = await me(auth.authorization);
  expect(response.statusCode).toBe(200);
  return response.json<User>().id;
}

describe('signing in', () => {
  it('gives a bearer token for the right credentials, whatever the spacing and case of the email', async () => {
    const response = await signIn({ email: '  STAFF@Example.ORG  ', password: testAccounts.admin.password });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ token: expect.any(String), tokenType: 'Bearer', expiresIn: 12 * 60 * 60 });
    expect(body.token.split('.')).toHaveLength(3);
    const user = await me(bearer(body.token));
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: 'staff@example.org', role: 'ADMIN' });
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const wrongPassword = await signIn({ email: testAccounts.admin.email, password: 'not-the-password' });
    const unknownEmail = await signIn({ email: 'nobody@example.org', password: 'not-the-password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'invalid_credentials',
      });
    }
    expect(unknownEmail.body).toBe(wrongPassword.body);
    // a password is compared exactly: no trimming or case folding
    const padded = await signIn({
      email: testAccounts.admin.email,
      password: ` ${testAccounts.admin.password}`,
    });
    expect(padded.statusCode).toBe(401);
    const upper = await signIn({
      email: testAccounts.admin.email,
      password: testAccounts.admin.password.toUpperCase(),
    });
    expect(upper.statusCode).toBe(401);
  });

  it('refuses incomplete credentials with 400', async () => {
    for (const payload of [
      {},
      { email: testAccounts.admin.email },
      { password: testAccounts.admin.password },
      { email: testAccounts.admin.email, password: '' },
      { ...testAccounts.admin, remember: true },
    ]) {
      const response = await signIn(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });
});

describe('the signed-in user', () => {
  it('answers the user of the token without any password or hash', async () => {
    const response = await me(server.reader.authorization);
    expect(response.statusCode).toBe(200);
    const user = response.json<User>();
    expect(user).toEqual({
      id: expect.any(Number),
      name: 'Reader',
      email: 'reader@example.org',
      role: 'USER',
      organisation: null,
      phone: null,
      scholarity: null,
    });
    expect(Object.keys(user).filter((key) => /password|hash/i.test(key))).toEqual([]);
    expect(response.body).not.toMatch(/scrypt/);
  });

  it('answers 401 without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'unauthorized' });
  });

  it('accepts a token signed with the server secret (the control for the tokens below)', async () => {
    const id = await idOf(server.admin);
    const sign = createSigner({ key: testSecret, algorithm: 'HS256', expiresIn: 60_000 });
    const response = await me(bearer(sign({ sub: String(id) })));
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().id).toBe(id);
  });

  it('answers 401 for an expired token', async () => {
    const id = await idOf(server.admin);
    const sign = createSigner({ key: testSecret, algorithm: 'HS256' });
    const expired = sign({ sub: String(id), iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 });
    const response = await me(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('unauthorized');
    const staffOnly = await server.request({
      method: 'POST',
      url: '/api/holders',
      headers: { authorization: bearer(expired) },
      payload: { name: 'Expired holder' },
    });
    expect(staffOnly.statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret or not signed at all', async () => {
    const id = await idOf(server.admin);
    const forged = createSigner({ key: 'another-secret-that-is-long-enough-too', algorithm: 'HS256' })({
      sub: String(id),
    });
    expect((await me(bearer(forged))).statusCode).toBe(401);
    const unsigned = createSigner({ algorithm: 'none' })({ sub: String(id) });
    expect((await me(bearer(unsigned))).statusCode).toBe(401);
    // a genuine token whose payload was altered to name the staff account
    const readerToken = server.reader.authorization.slice('Bearer '.length);
    const [header, , signature] = readerToken.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: String(id), exp: nowSeconds() + 600 })).toString(
      'base64url',
    );
    expect((await me(bearer(`${header}.${payload}.${signature}`))).statusCode).toBe(401);
  });

  it('answers 401 for a genuine token of a user that does not exist', async () => {
    const sign = createSigner({ key: testSecret, algorithm: 'HS256', expiresIn: 60_000 });
    expect((await me(bearer(sign({ sub: '999999' })))).statusCode).toBe(401);
    expect((await me(bearer(sign({ sub: 'staff@example.org' })))).statusCode).toBe(401);
    expect((await me(bearer(sign({ name: 'no subject' })))).statusCode).toBe(401);
  });

  it('answers 401 for malformed authorization headers', async () => {
    const token = server.admin.authorization.slice('Bearer '.length);
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Bearer not-a-token',
      'Bearer a.b.c',
      `Basic ${Buffer.from('staff@example.org:staff-password-123').toString('base64')}`,
      token,
      `Token ${token}`,
      `Bearer ${token}x`,
    ]) {
      const response = await me(authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'unauthorized' });
    }
  });

  it('takes the Bearer scheme in any case', async () => {
    const token = server.admin.authorization.slice('Bearer '.length);
    for (const authorization of [`bearer ${token}`, `BEARER ${token}`, `Bearer   ${token}  `]) {
      const response = await me(authorization);
      expect(response.statusCode, authorization).toBe(200);
      expect(response.json<User>().role).toBe('ADMIN');
    }
  });

  it('decides from the token and never from the role header', async () => {
    const asReader = await server.request({
      method: 'POST',
      url: '/api/holders',
      headers: { ...server.reader, role: 'ADMIN' },
      payload: { name: 'Holder by header' },
    });
    expect(asReader.statusCode).toBe(403);
    expect(asReader.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'forbidden' });
    const anonymous = await server.request({
      method: 'POST',
      url: '/api/holders',
      headers: { role: 'ADMIN' },
      payload: { name: 'Holder by header' },
    });
    expect(anonymous.statusCode).toBe(401);
    const holders = await server.request({ method: 'GET', url: '/api/holders?keyword=by%20header' });
    expect(holders.json().holders).toEqual([]);
    // and a staff token works whatever the header says
    const asStaff = await server.request({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...server.admin, role: 'GUEST' },
    });
    expect(asStaff.json().role).toBe('ADMIN');
  });
});

describe('creating accounts', () => {
  const createUser = (payload: object, auth: { authorization?: string } = server.admin) =>
    server.request({ method: 'POST', url: '/api/users', headers: auth, payload });
  const newUser = {
    name: ' Anna Researcher ',
    email: 'Anna.Researcher@Example.org',
    password: 'a-long-enough-password',
    role: 'USER',
    organisation: 'KHI',
  };

  it('lets staff create a USER who can then sign in', async () => {
    const response = await createUser(newUser);
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json<User>();
    expect(user).toEqual({
      id: expect.any(Number),
      name: 'Anna Researcher',
      email: 'anna.researcher@example.org',
      role: 'USER',
      organisation: 'KHI',
      phone: null,
      scholarity: null,
    });
    expect(Object.keys(user).filter((key) => /password|hash/i.test(key))).toEqual([]);

    const signedIn = await signIn({ email: 'anna.researcher@example.org', password: newUser.password });
    expect(signedIn.statusCode).toBe(200);
    const token = bearer(signedIn.json().token);
    expect((await me(token)).json()).toEqual(user);
    const staffOnly = await server.request({
      method: 'POST',
      url: '/api/holders',
      headers: { authorization: token },
      payload: { name: 'Holder by a USER' },
    });
    expect(staffOnly.statusCode).toBe(403);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const response = await createUser({ ...newUser, email: 'ANNA.RESEARCHER@example.org', name: 'Other' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'user_already_exists' });
    const signedIn = await signIn({ email: 'anna.researcher@example.org', password: newUser.password });
    expect((await me(bearer(signedIn.json().token))).json().name).toBe('Anna Researcher');
  });

  it('refuses invalid accounts', async () => {
    for (const payload of [
      { ...newUser, email: 'eve@example.org', password: 'short' },
      { ...newUser, email: 'not-an-email' },
      { ...newUser, email: 'eve@example.org', role: 'GUEST' },
      { ...newUser, email: 'eve@example.org', name: '' },
      { name: 'Eve', email: 'eve@example.org', password: 'a-long-enough-password' },
      { ...newUser, email: 'eve@example.org', isAdmin: true },
    ]) {
      const response = await createUser(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const eve = await signIn({ email: 'eve@example.org', password: 'a-long-enough-password' });
    expect(eve.statusCode).toBe(401);
  });

  it('lets only staff create accounts', async () => {
    const payload = { ...newUser, email: 'mallory@example.org' };
    const asReader = await createUser(payload, server.reader);
    expect(asReader.statusCode).toBe(403);
    expect(asReader.json().message).toBe('forbidden');
    const anonymous = await createUser(payload, {});
    expect(anonymous.statusCode).toBe(401);
    const mallory = await signIn({ email: 'mallory@example.org', password: newUser.password });
    expect(mallory.statusCode).toBe(401);
  });
});

describe('the sign-in rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ SIGNIN_ATTEMPTS_PER_MINUTE: '3' });
  });
  afterAll(() => limited?.close());

  const attempt = (password: string, remoteAddress: string) =>
    limited.request({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: testAccounts.reader.email, password },
      remoteAddress,
    });

  it('answers 429 from the fourth attempt within a minute, even with the right password', async () => {
    const client = '10.1.2.3';
    expect((await attempt('wrong-password-1', client)).statusCode).toBe(401);
    expect((await attempt('wrong-password-2', client)).statusCode).toBe(401);
    expect((await attempt(testAccounts.reader.password, client)).statusCode).toBe(200);
    const fourth = await attempt(testAccounts.reader.password, client);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'too_many_requests',
    });
    expect(fourth.body).not.toContain('token');
    expect((await attempt('wrong-password-3', client)).statusCode).toBe(429);
  });

  it('counts the attempts of each client on its own and limits nothing else', async () => {
    const other = await attempt(testAccounts.reader.password, '10.9.8.7');
    expect(other.statusCode).toBe(200);
    const me = await limited.request({
      method: 'GET',
      url: '/api/users/me',
      headers: limited.reader,
      remoteAddress: '10.1.2.3',
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('the sign-in limit per account', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ SIGNIN_ATTEMPTS_PER_ACCOUNT: '3' });
  });
  afterAll(() => limited?.close());

  const attempt = (email: string, password: string, remoteAddress: string) =>
    limited.request({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email, password },
      remoteAddress,
    });

  it('refuses an account guessed at from many addresses, even with the right password, and says when to retry', async () => {
    const { email, password } = testAccounts.reader;
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await attempt(email, 'wrong-password', address)).statusCode).toBe(401);
    }
    const refused = await attempt(email.toUpperCase(), password, '10.0.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'too_many_requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('leaves other accounts alone, and forgets the failures of an account that signs in', async () => {
    const staff = testAccounts.admin;
    expect((await attempt(staff.email, 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    expect((await attempt(staff.email, 'wrong-password', '10.0.1.2')).statusCode).toBe(401);
    expect((await attempt(staff.email, staff.password, '10.0.1.3')).statusCode).toBe(200);
    expect((await attempt(staff.email, 'wrong-password', '10.0.1.4')).statusCode).toBe(401);
    expect((await attempt(staff.email, staff.password, '10.0.1.5')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('must say when they end and whose they are: a genuine token without exp or sub is refused', async () => {
    const id = await idOf(server.admin);
    const sign = createSigner({ key: testSecret, algorithm: 'HS256' });
    expect((await me(bearer(sign({ sub: String(id) })))).statusCode).toBe(401);
    const withExpiry = createSigner({ key: testSecret, algorithm: 'HS256', expiresIn: 60_000 });
    expect((await me(bearer(withExpiry({ role: 'ADMIN' })))).statusCode).toBe(401);
    expect((await me(bearer(withExpiry({ sub: String(id) })))).statusCode).toBe(200);
  });
});

describe('creating users', () => {
  it('answers 409 to every simultaneous duplicate and creates one account', async () => {
    const payload = { name: 'Twin', email: 'twin@example.org', password: 'twin-password-1', role: 'USER' };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.request({ method: 'POST', url: '/api/users', headers: server.admin, payload }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'user_already_exists' });
    }
  });
});
