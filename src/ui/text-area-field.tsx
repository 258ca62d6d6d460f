import type { ReactNode } from 'react';
import {
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextArea,
} from 'react-aria-components';
import { cx } from './class-names.ts';
import { control, field, label as labelClass } from './field.css.ts';
import { FieldHelp, type FieldHelpProps } from './field.tsx';
import { textArea } from './text-area-field.css.ts';

export interface TextAreaFieldProps
  extends Omit<RACTextFieldProps, 'children' | 'className'>,
    FieldHelpProps {
  label: ReactNode;
  /** Visible lines before the box scrolls; it grows with its text up to about 12 lines. */
  rows?: number;
  placeholder?: string;
  className?: string;
  labelClassName?: string;
}

/** A labelled multi-line text input (Enter starts a new line) with optional help text and error. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  rows = 2,
  placeholder,
  className,
  labelClassName,
  ...props
}: TextAreaFieldProps) {
  return (
    <RACTextField {...props} className={cx(field, className)}>
      <Label className={cx(labelClass, labelClassName)}>{label}</Label>
      <TextArea className={cx(control, textArea)} rows={rows} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
