import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ServerConfig } from '../config.ts';

type CspConfig = Pick<ServerConfig, 'publicUrls' | 'mapStyleUrl' | 'cspExtraOrigins'>;

/** The origin of an absolute http(s) URL; a path on this server (`/api`) has none: it is 'self'. */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * react-aria's usePress adds `<style id="react-aria-pressable-style">` to the page's head once, with
 * `touch-action: pan-x pan-y pinch-zoom` for pressable elements (no double-tap zoom delay on touch
 * screens): the SHA-256 of that text (react-aria 3.53). Should an update change the text, the
 * browser refuses the element and names the new hash, and the end-to-end tests fail on it.
 */
export const reactAriaPressableStyle = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * The hosted Mirador's styles (MUI's emotion) go into the page as empty `<style>` elements whose
 * rules are added through the CSSOM (`insertRule`, emotion's production mode), which CSP does not
 * govern: only the empty element needs allowing, by the SHA-256 of the empty text. It allows no
 * style text at all.
 */
export const emptyStyleElement = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

const unique = (values: Array<string | null>) => [...new Set(values.filter((value) => value !== null))];

/**
 * The Content-Security-Policy of every response: scripts only from this server (no inline script,
 * so a script injected into a page cannot read the staff token the app keeps in localStorage),
 * connections to this server and to the service, map style and tile origins the configuration
 * names, nothing embedded in other sites' frames.
 */
export function cspDirectives(config: CspConfig): Record<string, string[]> {
  const services = Object.values(config.publicUrls).map(originOf);
  const maps = [originOf(config.mapStyleUrl), ...config.cspExtraOrigins];
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets pdf.js's worker compile its WebAssembly image decoders (JPEG 2000,
    // JBIG2, colour profiles: scanned catalogues use them); it allows no eval of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    // Stylesheets are files; styles that scripts set through the CSSOM (React's style props,
    // pdf.js's page boxes, MapLibre's markers) are not inline styles for CSP and need nothing here.
    // The one <style> element the app adds is react-aria's, allowed by the hash of its text;
    // Mirador's (emotion's) are empty, their rules set through the CSSOM.
    'style-src': ["'self'", reactAriaPressableStyle, emptyStyleElement],
    // data: for the icons in stylesheets, blob: for images MapLibre decodes; IIIF images may live elsewhere.
    'img-src': unique(["'self'", 'data:', 'blob:', originOf(config.publicUrls.iiif), ...maps]),
    'font-src': ["'self'", 'data:'],
    // The service base URLs of config.json, the map style and the tiles, glyphs and sprites it names.
    'connect-src': unique(["'self'", ...services, ...maps]),
    // pdf.js's and MapLibre's workers are files of the build, loaded from this server.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** A year, the usual HSTS lifetime; only for the host itself (its subdomains are not ours to decide). */
export const hstsValue = 'max-age=31536000';

/** Paths whose answers other sites may embed: IIIF images are meant for any IIIF viewer. */
const crossOriginPaths = /^\/iiif\//;

/**
 * Security headers on every answer (pages, API, docs, IIIF, errors and 404s): CSP, nosniff,
 * Referrer-Policy, frame options, resource and opener policies; HSTS only over HTTPS.
 * Registered before the routes and the response cache, so cached answers carry them too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: CspConfig) {
  // Built once: @fastify/helmet built this middleware again for every request (3 % of the main
  // thread when ten clients ask for catalogue lists).
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Set below, per request: a static HSTS header would also go out over plain HTTP.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHelmetHeaders(request.raw, reply.raw, () => {});
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY says the proxy is trusted.
    if (request.protocol === 'https') reply.header('strict-transport-security', hstsValue);
    if (crossOriginPaths.test(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    // The edition PDFs, like the IIIF images, may be embedded by other sites' viewers.
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
}
