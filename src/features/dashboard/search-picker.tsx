import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useI18n } from '@/i18n/i18n.tsx';
import { useDebounced } from '@/lib/use-debounced.ts';
import { ComboBox } from '@/ui/combo-box.tsx';
import type { ErrorMessage } from '@/ui/field.tsx';
import { SelectItem } from '@/ui/select.tsx';

/** One choice of a `SearchPicker`: an entity's id and the text that names it. */
export interface PickerOption {
  id: number;
  label: string;
}

export interface SearchPickerProps<CacheKey extends QueryKey> {
  label: ReactNode;
  value: PickerOption | null;
  onChange: (value: PickerOption | null) => void;
  /** The query options of the suggestions for a text ('' lists the first ones), from the slice's `api.ts`. */
  query: (text: string) => UseQueryOptions<PickerOption[], Error, PickerOption[], CacheKey>;
  /** An id never offered (the entity being edited). */
  exclude?: number;
  description?: ReactNode;
  errorMessage?: ErrorMessage;
  isInvalid?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
}

/**
 * Chooses one entity by typing part of its name: the suggestions come from the API as one types,
 * the arrow keys move through them, Enter or a click chooses. Leaving the field without choosing
 * shows the chosen entity again; emptying it clears the choice.
 */
export function SearchPicker<CacheKey extends QueryKey>({
  label,
  value,
  onChange,
  query,
  exclude,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  autoFocus,
}: SearchPickerProps<CacheKey>) {
  const { t } = useI18n();
  // The text being typed; null shows the chosen entity's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(false);
  const shown = typed ?? value?.label ?? '';
  const text = useDebounced((typed ?? '').trim(), 250);
  const results = useQuery({ ...query(text), enabled: active, placeholderData: keepPreviousData });
  const found = (results.data ?? []).filter((option) => option.id !== exclude);
  const items = value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;

  const choose = (key: Key | null) => {
    if (key === null) return;
    const option = items.find((candidate) => candidate.id === Number(key));
    if (!option) return;
    setTyped(null);
    onChange(option);
  };

  return (
    <ComboBox
      label={label}
      placeholder={t('type_to_search')}
      description={description}
      errorMessage={errorMessage}
      isInvalid={isInvalid}
      isRequired={isRequired}
      autoFocus={autoFocus}
      items={items}
      inputValue={shown}
      onInputChange={(next) => {
        if (next === shown) return;
        setTyped(next);
        if (next.trim() === '' && value !== null) onChange(null);
      }}
      selectedKey={typed === null ? (value?.id ?? null) : null}
      onSelectionChange={choose}
      onFocus={() => setActive(true)}
      onBlur={() => setTyped(null)}
      // While typing the list may open before its suggestions arrive; they fill it in.
      allowsEmptyCollection={typed !== null}
      emptyText={results.isFetching ? t('loading') : t('no_suggestions')}
    >
      {(option) => (
        <SelectItem id={option.id} textValue={option.label}>
          {option.label}
        </SelectItem>
      )}
    </ComboBox>
  );
}
