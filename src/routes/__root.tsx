import { createRootRouteWithContext } from '@tanstack/react-router';
import { RouteErrorPage } from '@/components/error-pages.tsx';
import { RootLayout } from '@/features/shell/root-layout.tsx';
import type { RouterContext } from '@/router-context.ts';
import { DocumentHead } from './-document-head.tsx';
import { appHead } from './-head.ts';
import { NotFoundPage } from './-public-layout.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's default title, description and canonical link; record pages name their record.
  head: appHead,
  component: () => (
    <>
      <DocumentHead />
      <RootLayout />
    </>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
