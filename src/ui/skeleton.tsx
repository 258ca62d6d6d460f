import type { CSSProperties } from 'react';
import { cx } from './class-names.ts';
import { block, lines as linesClass } from './skeleton.css.ts';

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: CSSProperties['width'];
  /** CSS height of one block or line (default 1em). */
  height?: CSSProperties['height'];
  /** Several text-like lines instead of one block. */
  lines?: number;
  /** Round, for avatars. */
  circle?: boolean;
  className?: string;
}

/**
 * A shimmering placeholder while content loads. Hidden from screen readers: whoever shows it
 * also marks the region busy or announces the loading in text.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  lines,
  circle = false,
  className,
}: SkeletonProps) {
  const style: CSSProperties = { width, height, borderRadius: circle ? '50%' : undefined };
  if (lines === undefined) return <span aria-hidden className={cx(block, className)} style={style} />;
  return (
    <span aria-hidden className={cx(linesClass, className)} style={{ width }}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
        <span key={index} className={block} style={{ height }} />
      ))}
    </span>
  );
}
