import { type ReactNode, useRef, useState } from 'react';
import { Button, type Key, Label, Tag, TagGroup, TagList } from 'react-aria-components';
import { ComboBox } from './combo-box.tsx';
import type { FieldHelpProps } from './field.tsx';
import { CloseIcon } from './icons.tsx';
import { SelectItem } from './select.tsx';
import { picker, remove, tag, tagList, tagText } from './tag-picker.css.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface TagPickerItem {
  id: number;
  name: string;
}

export interface TagPickerProps extends FieldHelpProps {
  label: ReactNode;
  /** The chosen items, in the order they were chosen. */
  selected: TagPickerItem[];
  onChange: (selected: TagPickerItem[]) => void;
  /** The options for the text typed so far (those already chosen are left out). */
  suggestions: TagPickerItem[];
  inputValue: string;
  onInputChange: (value: string) => void;
  onFocus?: () => void;
  placeholder?: string;
  /**
   * Shown in the open list while it has no options: 'Loading…' until the search answers, then
   * e.g. 'No results'. The list opens as soon as one types, before the suggestions arrive.
   */
  emptyText: ReactNode;
  /** The accessible name of the list of chosen items, e.g. 'Selected: Publisher'. */
  selectedLabel: string;
  /** The accessible name of an item's remove button, e.g. 'Remove Alinari'. */
  removeLabel: (item: TagPickerItem) => string;
  isInvalid?: boolean;
}

/**
 * Several entries chosen from searched suggestions: a combo box adds one at a time, and the
 * chosen ones are listed below it as tags, each with a remove button (Delete or Backspace on a
 * focused tag removes it too).
 */
export function TagPicker({
  label,
  selected,
  onChange,
  suggestions,
  inputValue,
  onInputChange,
  onFocus,
  placeholder,
  emptyText,
  selectedLabel,
  removeLabel,
  description,
  errorMessage,
  isInvalid,
}: TagPickerProps) {
  const chosen = new Set(selected.map((item) => item.id));
  const available = suggestions.filter((item) => !chosen.has(item.id));
  // The entry just added is the combo box's selection for a moment, so that it closes its list
  // as after any choice; typing again starts a new search.
  const [justAdded, setJustAdded] = useState<Key | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const removeKeys = (keys: Set<Key>) => {
    const rest = selected.filter((item) => !keys.has(item.id));
    onChange(rest);
    // The list goes with its last entry: the focus goes back to the search field.
    if (rest.length === 0) root.current?.querySelector('input')?.focus();
  };
  const add = (key: Key | null) => {
    const item = available.find((candidate) => candidate.id === key);
    if (!item) return;
    setJustAdded(item.id);
    onChange([...selected, item]);
    onInputChange('');
  };
  return (
    <div ref={root} className={picker}>
      <ComboBox
        label={label}
        items={available}
        inputValue={inputValue}
        onInputChange={(value) => {
          if (value !== '') setJustAdded(null);
          onInputChange(value);
        }}
        selectedKey={justAdded}
        onSelectionChange={add}
        onFocus={onFocus}
        // Text left without choosing an entry chose nothing: it goes, so the field does not
        // look as if it held a value.
        onBlur={() => onInputChange('')}
        placeholder={placeholder}
        description={description}
        errorMessage={errorMessage}
        isInvalid={isInvalid}
        allowsEmptyCollection
        emptyText={emptyText}
        maxLength={200}
      >
        {(item) => (
          <SelectItem id={item.id} textValue={item.name}>
            {item.name}
          </SelectItem>
        )}
      </ComboBox>
      {selected.length > 0 && (
        <TagGroup onRemove={removeKeys}>
          <VisuallyHidden>
            <Label>{selectedLabel}</Label>
          </VisuallyHidden>
          <TagList items={selected} className={tagList}>
            {(item) => (
              <Tag id={item.id} textValue={item.name} className={tag}>
                <span className={tagText}>{item.name}</span>
                <Button slot="remove" aria-label={removeLabel(item)} className={remove}>
                  <CloseIcon size={14} />
                </Button>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
