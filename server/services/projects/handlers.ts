import type { operations } from '../../../openapi/generated/projects';
import type { Database } from '../../db/database.ts';
import {
  createLanguage,
  groupedTranslations,
  listLanguages,
  listLocaleTranslations,
  listServiceTranslations,
  updateLanguage,
  updateTranslations,
  upsertTranslations,
} from '../../domain/translations.ts';
import { defineHandlers } from '../typed-handlers.ts';

/** The translations service (openapi/projects.yaml). */
export function projectsHandlers(db: Database) {
  return defineHandlers<operations>({
    createTranslations: async ({ body, reply }) => {
      reply.code(201);
      return upsertTranslations(db, body);
    },
    updateTranslations: ({ body }) => updateTranslations(db, body),
    listLocaleTranslations: ({ params }) => listLocaleTranslations(db, params.locale, params.serviceId),
    listServiceTranslations: ({ params, query }) =>
      query.groupBy
        ? groupedTranslations(db, params.serviceId, query.prefix)
        : listServiceTranslations(db, params.serviceId, { key: query.key, prefix: query.prefix }),
    listLanguages: ({ params }) => listLanguages(db, params.serviceId),
    createLanguage: async ({ body, reply }) => {
      reply.code(201);
      return createLanguage(db, body);
    },
    updateLanguage: ({ params, body }) => updateLanguage(db, params.id, body),
  });
}
