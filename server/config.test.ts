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
