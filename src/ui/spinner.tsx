import { cx } from './class-names.ts';
import { spinner, spinnerCentered, spinnerSize } from './spinner.css.ts';

export interface SpinnerProps {
  size?: keyof typeof spinnerSize;
  /** Centre it over its positioned parent (used by buttons in their pending state). */
  centered?: boolean;
  className?: string;
}

/**
 * A spinning ring in the current text colour. Decorative: whoever shows it also says, in text
 * for screen readers, what is happening.
 */
export function Spinner({ size = 'sm', centered = false, className }: SpinnerProps) {
  return (
    <span aria-hidden className={cx(spinner, spinnerSize[size], centered && spinnerCentered, className)} />
  );
}
