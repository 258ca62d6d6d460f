import { type ReactNode, useId, useState } from 'react';
import {
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from './class-names.ts';
import { control, field, label as labelClass } from './field.css.ts';
import { FieldHelp, type FieldHelpProps } from './field.tsx';
import { counter, labelRow } from './text-field.css.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'className'>, FieldHelpProps {
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  type?: 'text' | 'email' | 'password' | 'search';
  placeholder?: string;
  /** Show 'n / maxLength' beside the label (needs `maxLength`). */
  showCount?: boolean;
  className?: string;
}

/** A labelled text input with optional help text, validation error and character counter. */
export function TextField({
  label,
  hideLabel = false,
  description,
  errorMessage,
  placeholder,
  showCount = false,
  className,
  ...props
}: TextFieldProps) {
  const counterId = useId();
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? '');
  const value = props.value ?? ownValue;
  const counted = showCount && props.maxLength !== undefined;
  const describedBy = cx(props['aria-describedby'], counted && counterId) || undefined;
  const labelElement = <Label className={labelClass}>{label}</Label>;

  return (
    <RACTextField
      {...props}
      aria-describedby={describedBy}
      onChange={(next) => {
        setOwnValue(next);
        props.onChange?.(next);
      }}
      className={cx(field, className)}
    >
      <div className={labelRow}>
        {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
        {counted && (
          <span id={counterId} className={counter}>
            {value.length} / {props.maxLength}
          </span>
        )}
      </div>
      <Input className={control} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
