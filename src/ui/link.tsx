import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode, Ref } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { button } from './button.css.ts';
import { cx } from './class-names.ts';
import { ExternalIcon } from './icons.tsx';
import { externalIcon, link } from './link.css.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

type LinkVariant = NonNullable<RecipeVariants<typeof link>>['variant'];

export interface StyledLinkProps extends Omit<RACLinkProps, 'className'> {
  /**
   * inline (accent, underlined; default), nav (navigation bars, marks the current page), plain;
   * `button` and `primary-button` look like the kit's buttons (a link that is an action, e.g. 'Edit').
   */
  variant?: LinkVariant | 'button' | 'primary-button';
  /** A string only: the router appends its own class names to it. */
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** react-aria's Link with the kit's styles, without the router (for `href`s handled elsewhere). */
export function StyledLink({ variant, className, ...props }: StyledLinkProps) {
  const look =
    variant === 'button'
      ? button({ variant: 'secondary' })
      : variant === 'primary-button'
        ? button({ variant: 'primary' })
        : link({ variant });
  return <RACLink {...props} className={cx(look, className)} />;
}

const RouterLink = createLink(StyledLink);

/**
 * A router link: TanStack Router's typed `to`/`params`/`search`, react-aria's press and focus
 * handling, the kit's styles. The router sets `aria-current="page"` on the link of the current
 * route; the `nav` variant shows it. Preloads the route on hover or focus.
 */
export const Link: LinkComponent<typeof StyledLink> = (props) => <RouterLink preload="intent" {...props} />;

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Text read after the link text, e.g. the translation of '(opens in a new tab)'. */
  newTabText: string;
  variant?: LinkVariant;
  /** Show the small external-link icon after the text (default true). */
  showIcon?: boolean;
  className?: string;
}

/** A link to another site, opened in a new tab without giving it access to this window. */
export function ExternalLink({
  href,
  children,
  newTabText,
  variant,
  showIcon = true,
  className,
}: ExternalLinkProps) {
  return (
    <RACLink
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cx(link({ variant }), className)}
    >
      {children}
      {showIcon && <ExternalIcon size={14} className={externalIcon} />}
      <VisuallyHidden> {newTabText}</VisuallyHidden>
    </RACLink>
  );
}
