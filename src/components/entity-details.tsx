import type { ReactNode } from 'react';
import { ApiError } from '@/api/api-error.ts';
import { NotFound } from '@/components/error-pages.tsx';
import * as styles from '@/components/lists.css.ts';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';

/** A term and its value in an entity's details; nothing when the value is empty. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt className={styles.detailTerm}>{term}</dt>
      <dd className={styles.detailValue}>{children}</dd>
    </>
  );
}

/** Loading, missing and failed states shared by the entity pages. */
export function EntityState({
  query,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.error) return <RetryNotice onRetry={() => void query.refetch()} />;
  return (
    <div className={styles.screen} aria-busy="true">
      <Skeleton width="50%" height="2rem" />
      <Skeleton lines={3} />
    </div>
  );
}
