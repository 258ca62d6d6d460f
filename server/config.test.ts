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
