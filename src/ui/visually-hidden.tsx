import type { HTMLAttributes } from 'react';
import { cx } from './class-names.ts';
import { visuallyHidden } from './visually-hidden.css.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** A `span` by default, so that it fits inside links, labels and paragraphs. */
  elementType?: 'span' | 'div';
}

/**
 * Content for screen readers only. A class, not react-aria's component: the shell uses it on every
 * page, and a class needs no code.
 */
export function VisuallyHidden({ elementType: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Element {...props} className={cx(visuallyHidden, className)} />;
}
