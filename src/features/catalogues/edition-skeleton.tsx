import { Skeleton } from '@/ui/skeleton.tsx';
import * as styles from './catalogue.css.ts';

/**
 * The edition's record while it loads, its cover and details where they will be (also what
 * `/catalogues/{id}` shows before it moves on to the first edition, so that step moves nothing).
 */
export function EditionSkeleton() {
  return (
    <div className={styles.edition} aria-busy="true">
      <Skeleton className={styles.coverSkeleton} />
      <Skeleton lines={8} />
    </div>
  );
}
