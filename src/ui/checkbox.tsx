import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { box, checkbox } from './checkbox.css.ts';
import { cx } from './class-names.ts';
import { CheckIcon, MinusIcon } from './icons.tsx';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children' | 'className'> {
  /** The label, clickable with the box. */
  children: ReactNode;
  className?: string;
}

/** A checkbox with its label; supports `isIndeterminate` and `isInvalid`. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={cx(checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box}>
            {isIndeterminate ? (
              <MinusIcon size={14} strokeWidth={3} />
            ) : (
              isSelected && <CheckIcon size={14} strokeWidth={3} />
            )}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
