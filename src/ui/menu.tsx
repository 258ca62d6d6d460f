import { createLink } from '@tanstack/react-router';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import {
  composeRenderProps,
  MenuTrigger,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
} from 'react-aria-components';
import { cx } from './class-names.ts';
import { type HandOver, type OpenedWith, useTakeOver } from './deferred.ts';
import { CheckIcon } from './icons.tsx';
import { item, itemCheck, list } from './popover.css.ts';
import { Popover, type PopoverProps } from './popover.tsx';

/**
 * Usage: `<MenuTrigger><Button>…</Button><Menu>…<MenuItem>…</MenuItem></Menu></MenuTrigger>`.
 * react-aria handles the arrow keys, type-ahead, Escape and focus return.
 */
export { MenuTrigger };

/**
 * A menu button that takes over from a placeholder (`useDeferredTrigger`): open or closed under
 * its own control, so that it opens as its placeholder was asked to (on its first or last entry
 * from the keyboard); later presses go through react-aria as usual.
 */
export function TakingOverMenuTrigger({
  handOver,
  trigger,
  menu,
}: {
  handOver: HandOver;
  trigger: (ref: RefObject<HTMLButtonElement | null>) => ReactNode;
  /** The menu, given where focus goes as it opens (for its `autoFocus`). */
  menu: (autoFocus: 'first' | 'last' | undefined) => ReactNode;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // Where focus goes when the placeholder's press opened the menu; react-aria decides afterwards.
  const [takenOverFocus, setTakenOverFocus] = useState<'first' | 'last'>();
  useTakeOver(handOver, triggerRef, (how: OpenedWith) => {
    if (how !== 'pointer') setTakenOverFocus(how);
    setOpen(true);
  });
  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setTakenOverFocus(undefined);
      }}
    >
      {trigger(triggerRef)}
      {menu(takenOverFocus)}
    </MenuTrigger>
  );
}

export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'className'> {
  placement?: PopoverProps['placement'];
  className?: string;
}

/** A menu in a popover; put it after its trigger button inside `MenuTrigger`. */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement}>
      <RACMenu {...props} className={cx(list, className)} />
    </Popover>
  );
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'className'> {
  /** An icon before the label. */
  icon?: ReactNode;
  className?: string;
}

/**
 * One entry: `onAction` for commands, `href` for links. Pass `textValue` when the children are
 * not plain text, for type-ahead.
 */
export function MenuItem({ icon, className, children, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem {...props} textValue={textValue} className={cx(item, className)}>
      {composeRenderProps(children, (content, { selectionMode }) => (
        <>
          {selectionMode !== 'none' && <CheckIcon size={16} className={itemCheck} />}
          {icon}
          <span>{content}</span>
        </>
      ))}
    </RACMenuItem>
  );
}

/** A menu entry that is a typed router link (`to`, `params`, `search`). */
export const MenuItemLink = createLink(MenuItem);
