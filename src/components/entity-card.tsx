import type { ReactNode } from 'react';
import { Skeleton } from '@/ui/skeleton.tsx';
import * as styles from './lists.css.ts';

export interface EntityCardProps {
  /** The entity's name as a link to its page. */
  title: ReactNode;
  /** Other names, places or years, in one muted line. */
  details?: ReactNode;
  /** e.g. '12 catalogues'. */
  count?: ReactNode;
  kind: 'place' | 'publisher' | 'holder';
  /** 3 where the list sits under a heading of its own (the contextual search's sentence). */
  headingLevel?: 2 | 3;
}

/** A place, publisher or holder in a list: its name and how many catalogues it has. */
export function EntityCard({ title, details, count, kind, headingLevel = 2 }: EntityCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-card={kind}>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>{title}</Heading>
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
