import { z } from 'zod/mini';
import { ApiError } from '@/api/api-error.ts';
import {
  type AuthorityField,
  invalidAuthorityMessage,
  normaliseAuthorityId,
} from '../../../common/authority-ids.ts';
import type { FieldErrors } from './form.ts';

/**
 * An authority id field of the publisher and holder forms: blank is none (null); anything else
 * must be an id of its kind, checked as the server checks it (common/authority-ids.ts), and is
 * sent in its stored form. The message is the key the server's 400 sends too (`invalid_isni`).
 */
export const authorityIdSchema = (field: AuthorityField) =>
  z.pipe(
    z
      .pipe(
        z.string(),
        z.transform((value) => value.trim()),
      )
      .check(
        z.refine(
          (value) => value === '' || normaliseAuthorityId[field](value) !== null,
          invalidAuthorityMessage[field],
        ),
      ),
    z.transform((value) => (value === '' ? null : normaliseAuthorityId[field](value))),
  );

/**
 * The fields a refused save names, when the server refused authority ids the form let through
 * (it should not happen: both check alike); null for any other failure.
 */
export function authorityErrorsOf<Field extends AuthorityField>(
  failure: unknown,
  fields: readonly Field[],
): FieldErrors<Record<Field, string>> | null {
  if (!(failure instanceof ApiError) || failure.status !== 400 || failure.messages === null) return null;
  const messages = ([] as string[]).concat(failure.messages);
  const errors: FieldErrors<Record<Field, string>> = {};
  for (const field of fields) {
    if (messages.includes(invalidAuthorityMessage[field])) errors[field] = invalidAuthorityMessage[field];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
