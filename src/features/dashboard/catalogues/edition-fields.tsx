import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { extractYear } from '@/lib/names.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { Button } from '@/ui/button.tsx';
import { Checkbox } from '@/ui/checkbox.tsx';
import { Select, SelectItem } from '@/ui/select.tsx';
import { TagPicker } from '@/ui/tag-picker.tsx';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { RIGHTS_STATEMENTS, rightsStatement } from '../../../../common/rights-statements.ts';
import type { FieldErrors } from '../form.ts';
import { type PickerKind, pickerQuery } from './api.ts';
import { type ChosenEntity, type EditionFieldValues, maxPdfPageCount } from './catalogue-form.ts';
import { dateCorrection, dateWarning } from './catalogues.css.ts';
import { formDateReading, intervalSpan, plainEdtf } from './date-reading.ts';

export interface EditionFieldsProps {
  values: EditionFieldValues;
  set: <Key extends keyof EditionFieldValues>(key: Key, value: EditionFieldValues[Key]) => void;
  errors: FieldErrors<EditionFieldValues>;
}

/**
 * The fields a catalogue's first edition and every other edition share, in the order of the
 * catalogue form (spec section 3): physical description, holder, illustrative content, place,
 * publisher, PDF page count, edition enumeration, has annotation, citation, date and 'date is not
 * certain'. The year the lists use, and the interval the year filters match (or a warning that the
 * date cannot be read), are shown under the date as it is typed; staff may correct the interval in EDTF.
 */
export function EditionFields({ values, set, errors }: EditionFieldsProps) {
  const { t, tDynamic, locale } = useI18n();
  const errorOf = (field: keyof EditionFieldValues) => {
    const key = errors[field];
    return key ? tDynamic(key, { max: formatNumber(maxPdfPageCount, locale) }) : undefined;
  };
  const text = (field: keyof EditionFieldValues) => ({
    isInvalid: errors[field] !== undefined,
    errorMessage: errorOf(field),
  });
  const year = extractYear(values.date);
  return (
    <>
      <TextAreaField
        label={t('physical_description')}
        value={values.physicalDescription}
        onChange={(value) => set('physicalDescription', value)}
        maxLength={2000}
        {...text('physicalDescription')}
      />
      <EntityPicker
        kind="holders"
        label={t('holder')}
        placeholder={t('select_holder')}
        value={values.holders}
        onChange={(value) => set('holders', value)}
      />
      <TextAreaField
        label={t('illustrative_content')}
        value={values.illustrativeContent}
        onChange={(value) => set('illustrativeContent', value)}
        maxLength={2000}
        rows={2}
        {...text('illustrativeContent')}
      />
      <EntityPicker
        kind="places"
        label={t('place')}
        placeholder={t('select_place')}
        value={values.places}
        onChange={(value) => set('places', value)}
      />
      <EntityPicker
        kind="publishers"
        label={t('publisher')}
        placeholder={t('select_publisher')}
        value={values.publishers}
        onChange={(value) => set('publishers', value)}
      />
      <TextField
        label={t('pdf_page_count')}
        value={values.pdfPageCount}
        onChange={(value) => set('pdfPageCount', value)}
        inputMode="numeric"
        maxLength={6}
        {...text('pdfPageCount')}
      />
      <TextField
        label={t('edition_enumeration')}
        value={values.editionEnumeration}
        onChange={(value) => set('editionEnumeration', value)}
        maxLength={200}
        {...text('editionEnumeration')}
      />
      <Checkbox isSelected={values.hasAnnotation} onChange={(value) => set('hasAnnotation', value)}>
        {t('has_annotation')}
      </Checkbox>
      {values.hasAnnotation && (
        <TextAreaField
          label={t('annotation')}
          value={values.annotation}
          onChange={(value) => set('annotation', value)}
          maxLength={10_000}
          {...text('annotation')}
        />
      )}
      <TextAreaField
        label={t('citation')}
        value={values.citation}
        onChange={(value) => set('citation', value)}
        maxLength={2000}
        rows={2}
        {...text('citation')}
      />
      <TextField
        label={t('date')}
        value={values.date}
        onChange={(value) => set('date', value)}
        description={
          <>
            {year !== null
              ? t('year_from_date', { year: String(year) })
              : values.date.trim()
                ? t('no_year_in_date')
                : t('date_hint')}
            <DateReadingText date={values.date} correction={values.dateEdtf} />
          </>
        }
        maxLength={100}
        {...text('date')}
      />
      <div className={dateCorrection}>
        <TextField
          label={t('date_edtf_correction')}
          value={values.dateEdtf}
          onChange={(value) => set('dateEdtf', value)}
          description={t('date_edtf_correction_hint')}
          maxLength={100}
          {...text('dateEdtf')}
        />
        {values.dateEdtf !== '' && (
          <Button variant="secondary" size="sm" onPress={() => set('dateEdtf', '')}>
            {t('reset_date_reading')}
          </Button>
        )}
      </div>
      <Checkbox isSelected={values.dateUncertain} onChange={(value) => set('dateUncertain', value)}>
        {t('date_is_not_certain')}
      </Checkbox>
      <RightsSelect value={values.rights} onChange={(value) => set('rights', value)} />
    </>
  );
}

/**
 * The interval the year filters will match, read as staff type ("approximately 1890 · 1885–1895"),
 * or a warning (not an error: the date is saved as written) when it cannot be read.
 */
function DateReadingText({ date, correction }: { date: string; correction: string }) {
  const { t } = useI18n();
  const reading = formDateReading(date, correction);
  if (reading.kind === 'not-understood') {
    return <span className={dateWarning}>{t('date_not_understood')}</span>;
  }
  if (reading.kind === 'undated') return date.trim() ? <> · {t('date_read_as_undated')}</> : null;
  const { interval } = reading;
  const qualifier =
    interval.approximate && interval.uncertain
      ? t('date_probably_approximately')
      : interval.approximate
        ? t('date_approximately')
        : interval.uncertain
          ? t('date_probably')
          : null;
  const span = intervalSpan(interval);
  const text = qualifier ? `${qualifier} ${plainEdtf(interval.edtf)} · ${span}` : span;
  return (
    <>
      {' · '}
      {reading.kind === 'corrected'
        ? t('date_corrected', { reading: text })
        : t('date_understood', { reading: text })}
    </>
  );
}

/** The key of "no rights statement" in the select (a URI is never this). */
const noRights = 'none';

/**
 * The edition's rights statement, from the Creative Commons and RightsStatements.org lists the
 * server accepts; a stored URI that is no longer on them stays selectable, so saving keeps it.
 */
function RightsSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useI18n();
  const offList = value !== '' && !rightsStatement(value);
  return (
    <Select
      label={t('rights_statement')}
      description={t('rights_statement_hint')}
      selectedKey={value || noRights}
      onSelectionChange={(key) => onChange(key === noRights || key === null ? '' : String(key))}
    >
      <SelectItem id={noRights}>{t('no_rights_statement')}</SelectItem>
      {offList && <SelectItem id={value}>{value}</SelectItem>}
      {RIGHTS_STATEMENTS.map((statement) => (
        <SelectItem key={statement.uri} id={statement.uri}>
          {statement.label}
        </SelectItem>
      ))}
    </Select>
  );
}

interface EntityPickerProps {
  kind: PickerKind;
  label: string;
  placeholder: string;
  value: ChosenEntity[];
  onChange: (value: ChosenEntity[]) => void;
}

/** Holders, places or publishers of an edition, chosen from GET /holders, /places or /publishers. */
function EntityPicker({ kind, label, placeholder, value, onChange }: EntityPickerProps) {
  const { t, locale } = useI18n();
  const [input, setInput] = useState('');
  // Suggestions are fetched once the field is used, not for every picker when the form opens.
  const [active, setActive] = useState(false);
  const text = useDebounced(input, 250);
  const suggestions = useQuery({
    ...pickerQuery(kind, text, locale),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  const settled = !suggestions.isFetching && text === input;
  return (
    <TagPicker
      label={label}
      placeholder={placeholder}
      selected={value}
      onChange={onChange}
      suggestions={suggestions.data ?? []}
      inputValue={input}
      onInputChange={setInput}
      onFocus={() => setActive(true)}
      emptyText={settled ? t('no_results') : t('loading')}
      selectedLabel={t('selected_label', { label })}
      removeLabel={(item) => t('remove_name', { name: item.name })}
    />
  );
}
