import type { ReactNode } from 'react';
import {
  Button,
  Input,
  Label,
  ListBox,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { cx } from './class-names.ts';
import { empty, group, input, toggle } from './combo-box.css.ts';
import { field, label as labelClass } from './field.css.ts';
import { FieldHelp, type FieldHelpProps } from './field.tsx';
import { ChevronDownIcon } from './icons.tsx';
import { list } from './popover.css.ts';
import { Popover } from './popover.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'children' | 'className'>,
    FieldHelpProps {
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  placeholder?: string;
  /** The most characters the input takes. */
  maxLength?: number;
  /** The options, when `children` renders one `SelectItem` (from `select.tsx`) per option. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown in the open list when there is nothing to choose (with `allowsEmptyCollection`). */
  emptyText?: ReactNode;
  className?: string;
}

/**
 * A text input with a list of suggestions below it: typing filters or fetches them, the arrow keys
 * move through them, Enter chooses one. With `allowsCustomValue` any text may stay as typed.
 */
export function ComboBox<T extends object>({
  label,
  hideLabel = false,
  placeholder,
  maxLength,
  description,
  errorMessage,
  items,
  children,
  emptyText,
  className,
  ...props
}: ComboBoxProps<T>) {
  const labelElement = <Label className={labelClass}>{label}</Label>;
  return (
    <RACComboBox {...props} className={cx(field, className)}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <div className={group}>
        <Input className={input} placeholder={placeholder} maxLength={maxLength} />
        <Button className={toggle}>
          <ChevronDownIcon size={16} />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start">
        <ListBox
          items={items}
          className={list}
          renderEmptyState={emptyText ? () => <div className={empty}>{emptyText}</div> : undefined}
        >
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
