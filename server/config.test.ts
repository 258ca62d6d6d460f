import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig: the map style', () => {
  it('defaults to none: the web app draws its offline basemap', () => {
    expect(readConfig({}).mapStyleUrl).toBeUndefined();
  });

  it('takes an http(s) style URL or a path on this server', () => {
    expect(
      readConfig({ MAP_STYLE_URL: ' https://tiles.example.org/styles/light/style.json ' }).mapStyleUrl,
    ).toBe('https://tiles.example.org/styles/light/style.json');
    expect(readConfig({ MAP_STYLE_URL: '/tiles/style.json' }).mapStyleUrl).toBe('/tiles/style.json');
  });

  it('refuses anything else at start-up, naming the variable', () => {
    expect(() => readConfig({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
    expect(() => readConfig({ MAP_STYLE_URL: 'tiles/style.json' })).toThrow(/MAP_STYLE_URL/);
  });
});

describe('readConfig: the token secret', () => {
  it('takes a secret of 32 bytes or more, or none (one is generated and kept in the database)', () => {
    expect(readConfig({ AUTH_SECRET: 'x'.repeat(32) }).authSecret).toBe('x'.repeat(32));
    expect(readConfig({}).authSecret).toBeUndefined();
  });

  it('refuses a shorter one at start-up', () => {
    expect(() => readConfig({ AUTH_SECRET: 'secret' })).toThrow(/AUTH_SECRET.*32 bytes/);
  });
});

describe('readConfig: TRUST_PROXY', () => {
  it('is off by default and takes true, a hop count or a list of addresses', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
  });
});

describe('readConfig: PostgreSQL pool', () => {
  it('opens ten connections to PostgreSQL unless told, and refuses a pool of none or of words', () => {
    expect(readConfig({}).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => readConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('readConfig: TLS', () => {
  it('serves plain HTTP unless a certificate and its key are both given', () => {
    expect(readConfig({}).tls).toBeUndefined();
    expect(readConfig({}).publicOrigin).toBe('http://localhost:3000');
    const config = readConfig({ TLS_CERT_FILE: 'tls/cert.pem', TLS_KEY_FILE: ' tls/key.pem ', PORT: '8443' });
    expect(config.tls?.certFile).toMatch(/\/tls\/cert\.pem$/);
    expect(config.tls?.keyFile).toMatch(/\/tls\/key\.pem$/);
    expect(config.publicOrigin).toBe('https://localhost:8443');
  });

  it('refuses one without the other at start-up, naming both', () => {
    expect(() => readConfig({ TLS_CERT_FILE: 'tls/cert.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
    expect(() => readConfig({ TLS_KEY_FILE: 'tls/key.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
  });
});
