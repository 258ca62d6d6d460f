import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  Label,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { cx } from './class-names.ts';
import type { HandOver } from './deferred.ts';
import { field, label as labelClass } from './field.css.ts';
import { FieldHelp, type FieldHelpProps } from './field.tsx';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';
import { item, itemCheck, list } from './popover.css.ts';
import { Popover } from './popover.tsx';
import { chevron, trigger, value } from './select.css.ts';

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'children' | 'className'>,
    FieldHelpProps {
  label: ReactNode;
  /** The options, when `children` is a function that renders one `SelectItem` per option. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

/** A labelled single-choice list: a button showing the value, a list box in a popover. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={cx(field, className)}>
      <Label className={labelClass}>{label}</Label>
      <Button className={trigger}>
        <SelectValue className={value} />
        <ChevronDownIcon className={chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start">
        <ListBox items={items} className={list}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export interface SelectItemProps extends Omit<ListBoxItemProps, 'className'> {
  className?: string;
}

/** One option of a `Select`. Pass `textValue` when the children are not plain text. */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={cx(item, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <CheckIcon size={16} className={itemCheck} />
          <span>{content}</span>
        </>
      ))}
    </ListBoxItem>
  );
}

/** A select of a few plain options, given as data (see `DeferredSelect`). */
export interface OptionsSelectProps {
  label: string;
  options: Array<{ id: string; label: string }>;
  selectedKey: string;
  onSelectionChange: (key: string) => void;
  className?: string;
}

/**
 * The `Select` that takes over from `DeferredSelect`'s placeholder: the focus it had, and the list
 * open when the visitor opened the placeholder.
 */
export function OptionsSelect({
  options,
  onSelectionChange,
  handOver,
  ...props
}: OptionsSelectProps & { handOver: HandOver }) {
  // Both read on mount only, as the hand-over happens once.
  return (
    <Select
      {...props}
      autoFocus={handOver.focused || handOver.opened !== null}
      defaultOpen={handOver.opened !== null}
      onSelectionChange={(key) => {
        if (key !== null) onSelectionChange(String(key));
      }}
    >
      {options.map((option) => (
        <SelectItem key={option.id} id={option.id}>
          {option.label}
        </SelectItem>
      ))}
    </Select>
  );
}
