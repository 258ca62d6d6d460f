import { z } from 'zod/mini';

/** The language form: a name, and a two-letter code not used by another language. */
export const languageSchema = (taken: readonly string[]) =>
  z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, 'this_field_is_required'), z.maxLength(100, 'text_too_long')),
    prefix: z.pipe(
      z.pipe(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'this_field_is_required'),
            z.regex(/^[A-Za-z]{2}$/, 'language_code_must_be_two_letters'),
          ),
        z.transform((value) => value.toUpperCase()),
      ),
      z.string().check(z.refine((value) => !taken.includes(value), 'language_already_exists')),
    ),
  });
