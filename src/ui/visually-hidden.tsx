import { VisuallyHidden as AriaVisuallyHidden, type VisuallyHiddenProps } from 'react-aria-components';

/**
 * Content for screen readers only: react-aria's component, rendered as a `span` by default so
 * that it fits inside links, labels and paragraphs.
 */
export function VisuallyHidden({ elementType = 'span', ...props }: VisuallyHiddenProps) {
  return <AriaVisuallyHidden elementType={elementType} {...props} />;
}
