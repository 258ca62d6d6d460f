import { z } from 'zod/mini';
import { readPageData } from '@/api/runtime-config.ts';

/** The id of the page's texts data block (server/domain/page-data.ts writes it). */
export const pageTextsElementId = 'page-texts';

const languageSchema = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  serviceId: z.number(),
  key: z.string(),
  builtIn: z.boolean(),
});

/**
 * What the server sends with the page for its first render: the language it chose (the cookie of
 * the visitor's choice, else Accept-Language, else English), that language's translations as the
 * translations service answers them, the built-in texts of the keys those leave empty, and the
 * languages of the switcher.
 */
const pageTextsSchema = z.object({
  locale: z.string().check(z.regex(/^[A-Z]{2,3}$/)),
  translations: z.record(z.string(), z.string()),
  fallbacks: z.record(z.string(), z.string()),
  languages: z.array(languageSchema),
});

export type PageTexts = z.infer<typeof pageTextsSchema>;

/** The page's texts; null on a page without them (the development server) or with a malformed block. */
export function readPageTexts(page: Document = document): PageTexts | null {
  const parsed = pageTextsSchema.safeParse(readPageData(pageTextsElementId, page));
  return parsed.success ? parsed.data : null;
}
