import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonBase, buttonSize, buttonVariant } from './button-look.css.ts';
import { cx } from './class-names.ts';
import { ExternalIcon } from './icons.tsx';
import { externalIcon, link } from './link.css.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

type LinkVariant = keyof typeof link;

export interface StyledLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  /**
   * inline (accent, underlined; default), nav (navigation bars, marks the current page), plain;
   * `button` and `primary-button` look like the kit's buttons (a link that is an action, e.g. 'Edit').
   */
  variant?: LinkVariant | 'button' | 'primary-button';
  /** A string only: the router appends its own class names to it. */
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
  /** Called when the link is followed (pointer or keyboard), after the router's own handling. */
  onPress?: () => void;
}

/**
 * A plain `<a>` with the kit's styles, without the router (for `href`s handled elsewhere). A link
 * needs nothing a browser does not do: focus ring (`:focus-visible`), hover and keyboard activation
 * come with the element, so react-aria stays out of the first page's code.
 */
export function StyledLink({ variant, className, onPress, onClick, ...props }: StyledLinkProps) {
  const look =
    variant === 'button' || variant === 'primary-button'
      ? cx(buttonBase, buttonVariant[variant === 'button' ? 'secondary' : 'primary'], buttonSize.md)
      : link[variant ?? 'inline'];
  // The router's click handler navigates; `onPress` runs after it (closing a drawer, for instance).
  const followed: Pick<StyledLinkProps, 'onClick'> = {
    onClick: onPress
      ? (event) => {
          onClick?.(event);
          onPress();
        }
      : onClick,
  };
  return <a {...props} {...followed} className={cx(look, className)} />;
}

const RouterLink = createLink(StyledLink);

/**
 * A router link: TanStack Router's typed `to`/`params`/`search`, the kit's styles. The router sets
 * `aria-current="page"` on the link of the current route; the `nav` variant shows it. Preloads the
 * route on hover or focus.
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
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cx(link[variant ?? 'inline'], className)}
    >
      {children}
      {showIcon && <ExternalIcon size={14} className={externalIcon} />}
      <VisuallyHidden> {newTabText}</VisuallyHidden>
    </a>
  );
}
