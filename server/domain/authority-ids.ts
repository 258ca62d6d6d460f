import {
  type AuthorityField,
  invalidAuthorityMessage,
  normaliseAuthorityId,
} from '../../common/authority-ids.ts';
import { badRequest } from './errors.ts';

/**
 * The authority ids of a publisher or holder body, normalised for storage, in the order of
 * `fields` (null where absent or blank). A value that is not an id of its kind answers 400 with
 * the field's message (`invalid_isni`), all of them when several are wrong.
 */
export function authorityIdValues(
  input: Partial<Record<AuthorityField, string | null>>,
  fields: readonly AuthorityField[],
): Array<string | null> {
  const refused: string[] = [];
  const values = fields.map((field) => {
    const text = input[field]?.trim();
    if (!text) return null;
    const id = normaliseAuthorityId[field](text);
    if (id === null) refused.push(invalidAuthorityMessage[field]);
    return id;
  });
  const [first] = refused;
  if (first !== undefined) throw badRequest(refused.length === 1 ? first : refused);
  return values;
}
