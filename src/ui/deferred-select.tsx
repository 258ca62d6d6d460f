import { useId } from 'react';
import { cx } from './class-names.ts';
import { deferredModule, useDeferredTrigger } from './deferred.ts';
import { field, label as labelClass } from './field.css.ts';
import { ChevronDownIcon } from './icons.tsx';
import { chevron, trigger, value } from './select.css.ts';
import type { OptionsSelectProps } from './select.tsx';

const selectModule = deferredModule(() => import('./select.tsx'));

/**
 * A `Select` of a few plain options whose code (react-aria's collections, list box and popover)
 * is not needed to paint the page: a plain button with the same look and name stands in until it
 * has arrived (once the page is idle, or at the first interaction), and a press on it opens the
 * list as soon as it has. For a list's sort order, say, next to what the visitor came to read.
 */
export function DeferredSelect(props: OptionsSelectProps) {
  const labelId = useId();
  const valueId = useId();
  const { module, handOver, placeholder } = useDeferredTrigger(selectModule);
  if (module) return <module.OptionsSelect {...props} handOver={handOver} />;
  const selected = props.options.find((option) => option.id === props.selectedKey);
  return (
    <div className={cx(field, props.className)}>
      <span className={labelClass} id={labelId}>
        {props.label}
      </span>
      <button
        type="button"
        className={trigger}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded="false"
        {...placeholder}
      >
        <span id={valueId} className={value}>
          <span>{selected?.label}</span>
        </span>
        <ChevronDownIcon className={chevron} />
      </button>
    </div>
  );
}
