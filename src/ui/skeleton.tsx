import type { CSSProperties } from 'react';
import { cx } from './class-names.ts';
import { block, lines as linesClass } from './skeleton.css.ts';

export interface SkeletonProps {
  /** CSS width (default 100%, or the width a class gives it). */
  width?: CSSProperties['width'];
  /** CSS height of one block or line (default 1em, or the height a class gives it). */
  height?: CSSProperties['height'];
  /** Several text-like lines instead of one block. */
  lines?: number;
  /** Round, for avatars. */
  circle?: boolean;
  className?: string;
}

/**
 * A shimmering placeholder while content loads. Hidden from screen readers: whoever shows it
 * also marks the region busy or announces the loading in text. Its size comes from the props,
 * else from the class it is given (so a placeholder can take the exact size of what it stands
 * for, media queries included, and nothing moves when that arrives), else 100% × 1em.
 */
export function Skeleton({ width, height, lines, circle = false, className }: SkeletonProps) {
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
