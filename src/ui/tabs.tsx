import { createLink, useRouter } from '@tanstack/react-router';
import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
  RouterProvider,
} from 'react-aria-components';
import { cx } from './class-names.ts';
import { tab, tabList, tabPanel, tabs } from './tabs.css.ts';

type WithClassName<P> = Omit<P, 'className'> & { className?: string };

/**
 * Tabs: `<Tabs><TabList aria-label="…"><Tab id="a">…</Tab></TabList><TabPanel id="a">…</TabPanel></Tabs>`.
 * Arrow keys move between tabs. For tabs that are pages (the catalogue layout), use `TabLink`
 * with router props, give each the route's path as `id` and set `selectedKey` on `Tabs`.
 */
export function Tabs({ className, ...props }: WithClassName<RACTabsProps>) {
  return <RACTabs {...props} className={cx(tabs, className)} />;
}

/**
 * The row of tabs. Tabs that are links open through react-aria (a tab is selected and its link
 * followed together), so the list hands react-aria the app's router: no full page loads.
 */
export function TabList<T extends object>({ className, ...props }: WithClassName<RACTabListProps<T>>) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const list = <RACTabList {...props} className={cx(tabList, className)} />;
  if (!router) return list;
  return <RouterProvider navigate={(href) => router.navigate({ href })}>{list}</RouterProvider>;
}

/** One tab. For tabs that are pages, prefer `TabLink`; a plain `href` must include the base path. */
export function Tab({ className, ...props }: WithClassName<RACTabProps>) {
  return <RACTab {...props} className={cx(tab, className)} />;
}

/** A tab that is a typed router link (`to`, `params`, `search`). */
export const TabLink = createLink(Tab);

export function TabPanel({ className, ...props }: WithClassName<RACTabPanelProps>) {
  return <RACTabPanel {...props} className={cx(tabPanel, className)} />;
}
