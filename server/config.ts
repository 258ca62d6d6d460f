import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultPoolSize } from './db/database.ts';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const booleanText = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

/** Everything the server reads from its environment, checked once at start-up. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(defaultPoolSize),
  ADMIN_EMAIL: z.string().trim().email().default('admin@example.org'),
  ADMIN_PASSWORD: optionalText,
  // HS256 needs a key at least as long as its output: 32 bytes.
  AUTH_SECRET: optionalText.refine((value) => value === undefined || Buffer.byteLength(value) >= 32, {
    message: 'must be at least 32 bytes long',
  }),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(12 * 60 * 60),
  SIGNIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  PDF_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(300 * 1024 * 1024),
  IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  GEONAMES_USERNAME: optionalText,
  GEONAMES_BASE_URL: z.string().url().default('http://api.geonames.org'),
  SEED_DEMO: booleanText(true),
  // The address the world reaches this site at, for links that leave it: citations, exports,
  // canonical URLs, sitemaps, OAI-PMH. Default: this server on localhost.
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .refine(
      (value) => /^https?:\/\/[^/]+$/.test(value.replace(/\/$/, '')),
      'an origin: scheme and host, no path',
    )
    .optional(),
  PUBLIC_API_URL: z.string().default('/api'),
  PUBLIC_PROJECTS_URL: z.string().default('/api/projects'),
  PUBLIC_MULTIMEDIA_URL: z.string().default('/api/multimedia'),
  PUBLIC_IIIF_URL: z.string().default('/iiif/3'),
  // A MapLibre style: an absolute http(s) address, or a path on this server.
  MAP_STYLE_URL: optionalText.refine(
    (value) => value === undefined || /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(value),
    {
      message: 'must be an http(s) URL or a path starting with /',
    },
  ),
  CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(5000),
  IIIF_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 * 1024 * 1024),
  IIIF_MAX_QUEUED_RENDERS: z.coerce.number().int().min(1).default(32),
  IMAGE_MAX_PIXELS: z.coerce.number().int().min(1).default(150_000_000),
  PDF_TEXT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  PDF_TEXT_MAX_PAGES: z.coerce.number().int().min(1).default(3000),
  PDF_TEXT_MAX_MEMORY_MB: z.coerce.number().int().min(64).default(1024),
  RATE_LIMIT_IIIF_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_SEARCH_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_GEONAMES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SIGNIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  // Fastify's trustProxy: false, true, a hop count, or a comma list of addresses/CIDR ranges.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | number | string[] => {
      const text = value?.trim() ?? '';
      if (text === '' || text === 'false' || text === '0') return false;
      if (text === 'true') return true;
      if (/^\d+$/.test(text)) return Number(text);
      return text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  CSP_EXTRA_ORIGINS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(/[\s,]+/).filter(Boolean))
    .refine((origins) => origins.every((origin) => /^https?:\/\/[^\s/]+$/.test(origin)), {
      message: 'must be a list of origins such as https://tiles.example.org',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // OCR of scanned PDF pages: jobs run at once (0 turns OCR off), and Tesseract's languages.
  OCR_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  OCR_LANGUAGES: z
    .string()
    .default('ita+fra+deu+eng+spa')
    .refine((value) => /^[a-z_]+(\+[a-z_]+)*$/.test(value.trim()), {
      message: "must be Tesseract language codes joined by '+', e.g. ita+fra+deu+eng+spa",
    })
    .transform((value) => value.trim().split('+')),
  // HTTPS with HTTP/2 (and HTTP/1.1 for older clients): a PEM certificate chain and its key. A
  // phone then asks for the page's many small files over one connection instead of six.
  TLS_CERT_FILE: optionalText,
  TLS_KEY_FILE: optionalText,
});

export type ServerConfig = ReturnType<typeof readConfig>;

export function readConfig(environment: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if ((env.TLS_CERT_FILE === undefined) !== (env.TLS_KEY_FILE === undefined)) {
    throw new Error('Invalid configuration:\n  TLS_CERT_FILE and TLS_KEY_FILE: set both, or neither');
  }
  const scheme = env.TLS_CERT_FILE ? 'https' : 'http';
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    authSecret: env.AUTH_SECRET,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    signInAttemptsPerMinute: env.SIGNIN_ATTEMPTS_PER_MINUTE,
    pdfMaxBytes: env.PDF_MAX_BYTES,
    imageMaxBytes: env.IMAGE_MAX_BYTES,
    geonames: { username: env.GEONAMES_USERNAME, baseUrl: env.GEONAMES_BASE_URL },
    seedDemo: env.SEED_DEMO,
    publicOrigin: (env.PUBLIC_ORIGIN ?? `${scheme}://localhost:${env.PORT}`).replace(/\/$/, ''),
    publicUrls: {
      api: env.PUBLIC_API_URL,
      projects: env.PUBLIC_PROJECTS_URL,
      multimedia: env.PUBLIC_MULTIMEDIA_URL,
      iiif: env.PUBLIC_IIIF_URL,
      app: '/catalogues',
    },
    mapStyleUrl: env.MAP_STYLE_URL,
    cacheMaxBytes: env.CACHE_MAX_BYTES,
    cacheMaxEntries: env.CACHE_MAX_ENTRIES,
    iiif: {
      cacheMaxBytes: env.IIIF_CACHE_MAX_BYTES,
      maxQueuedRenders: env.IIIF_MAX_QUEUED_RENDERS,
    },
    imageMaxPixels: env.IMAGE_MAX_PIXELS,
    pdfText: {
      timeoutMs: env.PDF_TEXT_TIMEOUT_SECONDS * 1000,
      maxPages: env.PDF_TEXT_MAX_PAGES,
      maxMemoryMb: env.PDF_TEXT_MAX_MEMORY_MB,
    },
    /** Requests per client and minute on the calls that cost the server most. */
    rateLimits: {
      iiif: env.RATE_LIMIT_IIIF_PER_MINUTE,
      search: env.RATE_LIMIT_SEARCH_PER_MINUTE,
      geonames: env.RATE_LIMIT_GEONAMES_PER_MINUTE,
      clientErrors: env.RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE,
    },
    signInAttemptsPerAccount: env.SIGNIN_ATTEMPTS_PER_ACCOUNT,
    trustProxy: env.TRUST_PROXY,
    cspExtraOrigins: env.CSP_EXTRA_ORIGINS,
    logLevel: env.LOG_LEVEL,
    ocr: { workers: env.OCR_WORKERS, languages: env.OCR_LANGUAGES },
    tls:
      env.TLS_CERT_FILE && env.TLS_KEY_FILE
        ? { certFile: resolve(env.TLS_CERT_FILE), keyFile: resolve(env.TLS_KEY_FILE) }
        : undefined,
  };
}
