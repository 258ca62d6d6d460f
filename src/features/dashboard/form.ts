import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod/mini';
import { useI18n } from '@/i18n/i18n.tsx';

/**
 * Field name → translation key of its first error, e.g. `{ mainTitle: 'main_title_is_required' }`.
 * The keys are the schemas' zod messages, plain strings at run time, so they are translated with
 * `tDynamic` (a message that is not a key shows as written).
 */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * Checks form values against a zod/mini schema whose messages are translation keys. Answers the
 * parsed values (trimmed, typed) or the first error of each field.
 */
export function validateForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: unknown,
): { ok: true; data: z.infer<Schema> } | { ok: false; errors: FieldErrors<z.input<Schema>> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.input<Schema>> };
}

export interface EntityForm<Values> {
  values: Values;
  /** Changes one field; its error goes away until the next submit. */
  set: <Key extends keyof Values>(key: Key, value: Values[Key]) => void;
  errors: FieldErrors<Values>;
  /** True when the values differ from those the form started with (or last saved). */
  dirty: boolean;
  /** Validates; on success answers the parsed values, otherwise shows the errors and answers null. */
  check: <Schema extends z.ZodMiniType>(schema: Schema) => z.infer<Schema> | null;
  /** After saving: the saved values become the new starting point. */
  markSaved: (values?: Values) => void;
  /** Shows errors found elsewhere (the server refusing a value the form let through). */
  showErrors: (errors: FieldErrors<Values>) => void;
  /** A field's error, translated, or undefined. */
  errorText: (key: keyof Values) => string | undefined;
  /** The props that bind a text field to a text value: value, onChange and its error, announced. */
  bind: <Key extends TextKeys<Values>>(
    key: Key,
  ) => {
    value: string;
    onChange: (value: string) => void;
    isInvalid: boolean;
    errorMessage: string | undefined;
  };
}

type TextKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values];

/** The state of a dashboard form: values, per-field errors and whether anything changed. */
export function useEntityForm<Values extends object>(initial: Values): EntityForm<Values> {
  const { tDynamic } = useI18n();
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const set = useCallback(<Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  }, []);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(start), [values, start]);
  const check = useCallback(
    <Schema extends z.ZodMiniType>(schema: Schema) => {
      const result = validateForm(schema, values);
      if (result.ok) {
        setErrors({});
        return result.data;
      }
      setErrors(result.errors as FieldErrors<Values>);
      return null;
    },
    [values],
  );
  const markSaved = useCallback(
    (saved?: Values) => {
      setStart(saved ?? values);
      if (saved) setValues(saved);
    },
    [values],
  );
  const errorText = (key: keyof Values) => {
    const message = errors[key];
    return message ? tDynamic(message) : undefined;
  };
  const bind = <Key extends TextKeys<Values>>(key: Key) => ({
    value: values[key] as string,
    onChange: (value: string) => set(key, value as Values[Key]),
    isInvalid: errors[key] !== undefined,
    errorMessage: errorText(key),
  });
  const showErrors = useCallback((found: FieldErrors<Values>) => setErrors(found), []);
  return { values, set, errors, dirty, check, markSaved, showErrors, errorText, bind };
}
