import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/skeleton.tsx';
import * as styles from './lists.css.ts';

export interface EntityCardProps {
  /** The entity's name as a link to its page. */
  title: ReactNode;
  /** Other names, places or years, in one muted line. */
  details?: ReactNode;
  /** e.g. '12 catalogues'. */
  count?: ReactNode;
  kind: 'place' | 'publisher' | 'holder';
}

/** A place, publisher or holder in a list: its name and how many catalogues it has. */
export function EntityCard({ title, details, count, kind }: EntityCardProps) {
  return (
    <article className={styles.card} data-card={kind}>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {details && <p className={styles.cardMeta}>{details}</p>}
        {count && <p className={styles.cardMeta}>{count}</p>}
      </div>
    </article>
  );
}

export function EntityCardSkeleton() {
  return (
    <div className={styles.card}>
      <div className={styles.cardBody}>
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </div>
    </div>
  );
}
