import type { ReactNode } from 'react';
import {
  Label,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { cx } from './class-names.ts';
import { field, label as labelClass } from './field.css.ts';
import { FieldHelp, type FieldHelpProps } from './field.tsx';
import { circle, options, radio } from './radio-group.css.ts';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'className'>, FieldHelpProps {
  label: ReactNode;
  /** `Radio` elements. */
  children: ReactNode;
  className?: string;
}

/** A labelled group of radio buttons; arrow keys move between them. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={cx(field, className)}>
      <Label className={labelClass}>{label}</Label>
      <div className={options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'children' | 'className'> {
  /** The label of this option. */
  children: ReactNode;
  className?: string;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={cx(radio, className)}>
      <span className={circle} />
      {children}
    </RACRadio>
  );
}
