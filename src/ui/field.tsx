import type { ReactNode } from 'react';
import { FieldError, type FieldErrorProps, Text } from 'react-aria-components';
import { description as descriptionClass, error } from './field.css.ts';

export type ErrorMessage = FieldErrorProps['children'];

export interface FieldHelpProps {
  description?: ReactNode;
  /** Shown when the field is invalid; without it, the browser's own validation message. */
  errorMessage?: ErrorMessage;
}

/**
 * The help and error texts below a field, linked to the input by react-aria. The error sits in a
 * polite live region that exists before the error does, so its appearance is announced.
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <div aria-live="polite">
        <FieldError className={error}>{errorMessage}</FieldError>
      </div>
    </>
  );
}
