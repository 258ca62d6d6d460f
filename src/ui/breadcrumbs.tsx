import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Breadcrumb as RACBreadcrumb, Breadcrumbs as RACBreadcrumbs } from 'react-aria-components';
import { crumb, current, hiddenOnMobile, list, nav, separator } from './breadcrumbs.css.ts';
import { cx } from './class-names.ts';
import { ChevronRightIcon } from './icons.tsx';
import { StyledLink, type StyledLinkProps } from './link.tsx';
import { Skeleton } from './skeleton.tsx';

export interface BreadcrumbsProps {
  /** Accessible name of the navigation, e.g. the translation of 'Breadcrumb'. */
  label: string;
  /** Show a skeleton instead of the trail (while the page's data loads). */
  loading?: boolean;
  /** The spec hides the breadcrumb on phones. */
  hideOnMobile?: boolean;
  /** `Breadcrumb` elements, from the root to the current page. */
  children: ReactNode;
  className?: string;
}

/**
 * The trail of pages above the current one. The last `Breadcrumb` is the current page: shown as
 * text with `aria-current="page"`, not as a link.
 */
export function Breadcrumbs({
  label,
  loading = false,
  hideOnMobile = false,
  children,
  className,
}: BreadcrumbsProps) {
  return (
    <nav
      aria-label={label}
      aria-busy={loading || undefined}
      className={cx(nav, hideOnMobile && hiddenOnMobile, className)}
    >
      {loading ? (
        <Skeleton width="16rem" height="1em" />
      ) : (
        <RACBreadcrumbs aria-label={label} className={list}>
          {children}
        </RACBreadcrumbs>
      )}
    </nav>
  );
}

/** One step: the current page as text, any other as a link followed by a separator. */
function BreadcrumbItem({ children, ...props }: StyledLinkProps) {
  return (
    <RACBreadcrumb className={crumb}>
      {({ isCurrent }) =>
        isCurrent ? (
          <span aria-current="page" className={current}>
            {typeof children === 'function' ? null : children}
          </span>
        ) : (
          <>
            <StyledLink {...props}>{children}</StyledLink>
            <ChevronRightIcon size={16} className={separator} />
          </>
        )
      }
    </RACBreadcrumb>
  );
}

const RouterBreadcrumb = createLink(BreadcrumbItem);

/**
 * One step of the trail, with the props of the router `Link` (`to`, `params`, `search`).
 * Only exact matches count as active, so parent pages are not marked as the current one.
 */
export const Breadcrumb: LinkComponent<typeof BreadcrumbItem> = (props) => (
  <RouterBreadcrumb activeOptions={{ exact: true }} {...props} />
);
