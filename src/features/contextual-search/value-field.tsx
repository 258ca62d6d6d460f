import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useI18n } from '@/i18n/i18n.tsx';
import { useDebounced } from '@/lib/use-debounced.ts';
import { ComboBox } from '@/ui/combo-box.tsx';
import { SelectItem } from '@/ui/select.tsx';
import { TextField } from '@/ui/text-field.tsx';
import type { Subject } from '../../../machines/query-tree/query-tree.rules.ts';
import type { NodeView } from '../../../machines/query-tree/query-tree.selectors.ts';
import { suggestionsQuery, type ValueSuggestion } from './api.ts';
import { isEntityId } from './query-sentence.ts';
import { entityKey, useEntityNames } from './use-entity-names.ts';

export interface ValueFieldProps {
  node: NodeView;
  onChange: (input: string) => void;
  /** A run was refused: every error shows, not only those of fields already left. */
  showErrors: boolean;
  years: { min: number; max: number };
  className?: string;
}

/** The value of one condition: a year, a text, or an entity chosen from suggestions. */
export function ValueField({ node, onChange, showErrors, years, className }: ValueFieldProps) {
  const { t } = useI18n();
  if (node.kind === 'year') return <YearField {...{ node, onChange, showErrors, years, className }} />;
  if (node.object === 'keyword')
    return (
      <TextField
        label={t('value')}
        value={node.input}
        onChange={onChange}
        maxLength={200}
        className={className}
      />
    );
  return <SuggestionField node={node} onChange={onChange} className={className} />;
}

function YearField({ node, onChange, showErrors, years, className }: ValueFieldProps) {
  const { t } = useI18n();
  // A year is judged once the field is left (or a run refused), not at its first digit.
  const [left, setLeft] = useState(false);
  return (
    <TextField
      label={t('value')}
      value={node.input}
      onChange={(value) => {
        setLeft(false);
        onChange(value);
      }}
      onBlur={() => setLeft(true)}
      inputMode="numeric"
      maxLength={4}
      placeholder={`${years.min}–${years.max}`}
      isInvalid={node.inputError === 'invalidYear' && (left || showErrors)}
      errorMessage={t('enter_a_year_between', { min: years.min, max: years.max })}
      className={className}
    />
  );
}

/**
 * A combo box with suggestions from POST /contextual-search. For a relation, choosing a
 * suggestion keeps the entity's id as the value and shows its name; any other text stays as
 * typed and matches by name. For 'title contains' and 'name contains' a suggestion is a text.
 */
function SuggestionField({ node, onChange, className }: Omit<ValueFieldProps, 'showErrors' | 'years'>) {
  const { t, locale } = useI18n();
  const isRelation = node.kind === 'relation';
  const input = node.input;
  const chosenId = isRelation && isEntityId(input) ? input.trim() : null;
  // The text being typed; null shows what the condition holds (the chosen entity's name).
  const [typed, setTyped] = useState<string | null>(null);
  const [picked, setPicked] = useState<ValueSuggestion | null>(null);
  // Suggestions are fetched once the field has been entered, not for every field on the page.
  const [active, setActive] = useState(false);
  const [focused, setFocused] = useState(false);

  const knownName = picked !== null && picked.id === chosenId ? picked.label : null;
  const chosen = chosenId !== null ? { kind: node.object as Subject, id: chosenId } : null;
  const names = useEntityNames(chosen !== null && knownName === null ? [chosen] : []);
  const chosenName = knownName ?? (chosen ? names.get(entityKey(chosen)) : undefined) ?? null;
  const shown = typed ?? (chosenId !== null ? (chosenName ?? chosenId) : input);

  const searchText = useDebounced(typed ?? '', 250);
  const suggestions = useQuery({
    ...suggestionsQuery(node.subject, node.object, searchText, locale),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(
    () => suggestionItems(suggestions.data ?? [], isRelation, chosenId, chosenName),
    [suggestions.data, isRelation, chosenId, chosenName],
  );
  // While the field has focus its list may be empty: it opens at once and says when there is
  // nothing (yet) to choose, as the suggestions arrive a moment after the text. (An empty list
  // that React Aria closed itself would open again by itself when suggestions came, even after a
  // choice.)
  const isWaiting = suggestions.isFetching || searchText !== (typed ?? '');
  const selectedKey = isRelation
    ? typed === null
      ? chosenId
      : null
    : items.some((item) => item.id === shown)
      ? shown
      : null;

  const choose = (key: Key | null) => {
    if (key === null) return;
    const item = items.find((candidate) => candidate.id === String(key));
    if (!item) return;
    setPicked(item);
    setTyped(null);
    onChange(isRelation ? item.id : item.label);
  };

  return (
    <ComboBox
      label={t('value')}
      placeholder={t('type_to_search')}
      items={items}
      inputValue={shown}
      onInputChange={(value) => {
        if (value === shown) return;
        setTyped(value);
        onChange(value);
      }}
      selectedKey={selectedKey}
      onSelectionChange={choose}
      onFocus={() => {
        setActive(true);
        setFocused(true);
      }}
      onBlur={() => {
        setFocused(false);
        setTyped(null);
      }}
      allowsCustomValue
      // The list opens by itself only while the visitor types: once a suggestion is chosen (or the
      // field left) it stays shut until they type again or open it with the arrow keys or the
      // button. React Aria would otherwise open it again when the suggestions or the field's text
      // change after a choice, as a late answer or a layout shift on a busy phone makes them do.
      menuTrigger={typed === null ? 'manual' : 'input'}
      allowsEmptyCollection={focused}
      emptyText={isWaiting ? t('loading') : t('no_suggestions')}
      maxLength={200}
      className={className}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={item.label}>
          {item.label}
        </SelectItem>
      )}
    </ComboBox>
  );
}

/**
 * The options: entities by id for a relation, the chosen one kept among them so the field can
 * show it; texts for a title or name, each once.
 */
function suggestionItems(
  suggestions: ValueSuggestion[],
  isRelation: boolean,
  chosenId: string | null,
  chosenName: string | null,
): ValueSuggestion[] {
  if (!isRelation) {
    const labels = [...new Set(suggestions.map((suggestion) => suggestion.label))];
    return labels.map((label) => ({ id: label, label }));
  }
  const chosen =
    chosenId !== null && !suggestions.some((suggestion) => suggestion.id === chosenId)
      ? [{ id: chosenId, label: chosenName ?? chosenId }]
      : [];
  return [...chosen, ...suggestions];
}
