import type { ReactNode } from 'react';
import {
  Input,
  Label,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { IconButton } from './button.tsx';
import { cx } from './class-names.ts';
import { field, label as labelClass } from './field.css.ts';
import { FieldHelp, type FieldHelpProps } from './field.tsx';
import { CloseIcon, SearchIcon } from './icons.tsx';
import { clearButton, group, input, searchIcon } from './search-field.css.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface SearchFieldProps
  extends Omit<RACSearchFieldProps, 'children' | 'className'>,
    FieldHelpProps {
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Accessible name of the clear button, e.g. the translation of 'Clear search'. */
  clearLabel: string;
  placeholder?: string;
  className?: string;
}

/**
 * A search input with a clear button. Escape clears it too; Enter calls `onSubmit`.
 * The clear button is skipped by Tab, as react-aria intends (Escape does the same).
 */
export function SearchField({
  label,
  hideLabel = false,
  clearLabel,
  placeholder,
  description,
  errorMessage,
  className,
  ...props
}: SearchFieldProps) {
  const labelElement = <Label className={labelClass}>{label}</Label>;
  return (
    <RACSearchField {...props} className={cx(field, className)}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <div className={group}>
        <SearchIcon className={searchIcon} />
        <Input className={input} placeholder={placeholder} />
        <IconButton aria-label={clearLabel} size="sm" className={clearButton}>
          <CloseIcon size={18} />
        </IconButton>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACSearchField>
  );
}
