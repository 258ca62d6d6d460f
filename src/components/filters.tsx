import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { CheckboxGroup, Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { entityNameQuery } from '@/api/queries/entity-names.ts';
import { entityKindOf, type FilterKind, filterOptionsQuery } from '@/api/queries/filter-options.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { currentYear, earliestYear } from '@/lib/list-search.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { Button, IconButton } from '@/ui/button.tsx';
import { Checkbox } from '@/ui/checkbox.tsx';
import { CloseIcon } from '@/ui/icons.tsx';
import { SearchField } from '@/ui/search-field.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Switch } from '@/ui/switch.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import * as styles from './filters.css.ts';

/** Names of the chosen ids, from the entities' own queries (shared with their pages). */
export function useFilterNames(kind: FilterKind, ids: ReadonlyArray<string>): Map<string, string> {
  const { locale } = useI18n();
  const results = useQueries({ queries: ids.map((id) => entityNameQuery(entityKindOf[kind], id, locale)) });
  return new Map(ids.map((id, index) => [id, results[index]?.data ?? `#${id}`]));
}

export interface FilterChoiceProps {
  kind: FilterKind;
  label: string;
  searchLabel: string;
  selected: ReadonlyArray<string>;
  onChange: (ids: string[]) => void;
}

/**
 * A filter over places, publishers or holders: a search box for the long lists and checkboxes of
 * the matching choices, the chosen ones always shown first.
 */
export function FilterChoice({ kind, label, searchLabel, selected, onChange }: FilterChoiceProps) {
  const { t, locale } = useI18n();
  const [text, setText] = useState('');
  const debounced = useDebounced(text, 250);
  const options = useQuery({
    ...filterOptionsQuery(kind, debounced, locale),
    placeholderData: keepPreviousData,
  });
  const names = useFilterNames(kind, selected);
  const choices = [
    ...selected.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
    ...(options.data ?? []).filter((option) => !selected.includes(option.id)),
  ];
  return (
    <CheckboxGroup value={[...selected]} onChange={onChange} className={styles.choiceGroup}>
      <Label className={styles.choiceLabel}>{label}</Label>
      <SearchField
        label={searchLabel}
        hideLabel
        clearLabel={t('clear')}
        placeholder={searchLabel}
        value={text}
        onChange={setText}
        className={styles.choiceSearch}
      />
      <div className={styles.choiceOptions}>
        {choices.map((choice) => (
          <Checkbox key={choice.id} value={choice.id}>
            {choice.name}
          </Checkbox>
        ))}
        {options.isFetching && choices.length === 0 && <Spinner />}
        {!options.isFetching && choices.length === 0 && <p className={styles.noOptions}>{t('no_results')}</p>}
      </div>
    </CheckboxGroup>
  );
}

export interface YearRangeProps {
  from: number | undefined;
  to: number | undefined;
  onChange: (range: { from: number | undefined; to: number | undefined }) => void;
  /** The switch "only dates certainly inside the range" under the slider, where the list takes it. */
  within?: { isSelected: boolean; onChange: (within: boolean) => void };
}

/**
 * The years filter, 1839 to this year (spec section 9): a slider with two thumbs, moved with the
 * arrow keys too. The list updates when a thumb is let go, not at every step of the drag.
 */
export function YearRange({ from, to, onChange, within }: YearRangeProps) {
  const { t } = useI18n();
  const last = currentYear();
  const [value, setValue] = useState<number[]>([from ?? earliestYear, to ?? last]);
  useEffect(() => setValue([from ?? earliestYear, to ?? last]), [from, to, last]);
  const slider = (
    <Slider
      value={value}
      onChange={(next) => setValue(next as number[])}
      onChangeEnd={(next) => {
        const [start = earliestYear, end = last] = next as number[];
        onChange({ from: start > earliestYear ? start : undefined, to: end < last ? end : undefined });
      }}
      minValue={earliestYear}
      maxValue={last}
      className={styles.slider}
    >
      <div className={styles.sliderHeader}>
        <Label className={styles.choiceLabel}>{t('years')}</Label>
        <SliderOutput className={styles.sliderOutput}>
          {({ state }) => `${state.getThumbValue(0)} – ${state.getThumbValue(1)}`}
        </SliderOutput>
      </div>
      <SliderTrack className={styles.sliderTrack}>
        {({ state }) => (
          <>
            <div
              className={styles.sliderFill}
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            <SliderThumb index={0} aria-label={t('from')} className={styles.sliderThumb} />
            <SliderThumb index={1} aria-label={t('to')} className={styles.sliderThumb} />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
  if (!within) return slider;
  return (
    <div className={styles.yearFilter}>
      {slider}
      <DatesWithinSwitch
        hasRange={from !== undefined || to !== undefined}
        isSelected={within.isSelected}
        onChange={within.onChange}
      />
    </div>
  );
}

export interface DatesWithinSwitchProps {
  /** Whether a year range is set: without one the switch is disabled. */
  hasRange: boolean;
  isSelected: boolean;
  onChange: (within: boolean) => void;
  /**
   * Show the explanation under the switch (the filter drawer), or give it to screen readers only
   * (the maps, where the switch sits in the row of controls above the map).
   */
  showsHint?: boolean;
}

/**
 * "Only dates certainly inside the range": an edition dated "ca. 1890" overlaps 1890–1900 but
 * may be from 1888. Without a range there is nothing to be inside of, so the switch stays in
 * its place, disabled, and its description says why (a screen reader hears both).
 */
export function DatesWithinSwitch({
  hasRange,
  isSelected,
  onChange,
  showsHint = true,
}: DatesWithinSwitchProps) {
  const { t } = useI18n();
  const hintId = useId();
  const hint = t(hasRange ? 'dates_certainly_inside_hint' : 'choose_years_first');
  return (
    <div className={styles.withinSwitch}>
      <Switch
        isSelected={hasRange && isSelected}
        isDisabled={!hasRange}
        onChange={onChange}
        aria-describedby={hintId}
      >
        {t('only_dates_certainly_inside')}
      </Switch>
      {showsHint ? (
        <p id={hintId} className={styles.withinHint}>
          {hint}
        </p>
      ) : (
        <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
      )}
    </div>
  );
}

export interface ActiveFilter {
  key: string;
  label: string;
  remove: () => void;
}

/** The filters in force, each with a button that removes it, and one that clears them all. */
export function ActiveFilters({ filters, onClear }: { filters: ActiveFilter[]; onClear: () => void }) {
  const { t } = useI18n();
  const headingId = useId();
  if (filters.length === 0) return null;
  return (
    <section className={styles.active} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.activeHeading}>
        {t('filters')}
      </h2>
      <ul className={styles.activeList}>
        {filters.map((filter) => (
          <li key={filter.key} className={styles.chip}>
            <span>{filter.label}</span>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`${t('remove')}: ${filter.label}`}
              onPress={filter.remove}
            >
              <CloseIcon size={14} />
            </IconButton>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onPress={onClear}>
        {t('clear_filters')}
      </Button>
    </section>
  );
}
