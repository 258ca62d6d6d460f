import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const origin = 'https://photo.example.org';
const appUrl = `${origin}/catalogues`;

/** The URLs the web app has a screen for, from TanStack Router's generated route tree. */
function appRoutePaths(): Set<string> {
  const tree = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'route-tree.gen.ts'), 'utf8');
  const paths = [...tree.matchAll(/^\s+fullPath: '([^']+)'/gm)].map(([, path]) => path ?? '');
  return new Set(paths.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)));
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: origin });
});
afterAll(() => server.close());

describe('the sitemap of the screens', () => {
  it('lists the home page, the lists and the statistics, each a screen of the app', async () => {
    const response = await server.request({ method: 'GET', url: '/sitemaps/pages-1.xml' });
    expect(response.statusCode).toBe(200);
    const urls: Array<{ loc: string; lastmod: string }> = new XMLParser({
      isArray: (name) => name === 'url',
    }).parse(response.body).urlset.url;
    const locations = urls.map((url) => url.loc);
    expect(locations).toContain(`${appUrl}/`);
    expect(locations).toContain(`${appUrl}/statistics`);
    expect(locations).toContain(`${appUrl}/maps`);
    const routes = appRoutePaths();
    for (const location of locations) {
      expect(location.startsWith(appUrl), location).toBe(true);
      const path = location.slice(appUrl.length).replace(/(.)\/$/, '$1') || '/';
      expect(routes.has(path), `${location} is a screen of the app`).toBe(true);
    }
    expect(new Set(locations).size).toBe(locations.length);
    for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod)), url.loc).toBe(false);
  });
});
