import { createRootRouteWithContext } from '@tanstack/react-router';
import { RouteErrorPage } from '@/components/error-pages.tsx';
import { RootLayout } from '@/features/shell/root-layout.tsx';
import type { RouterContext } from '@/router-context.ts';
import { NotFoundPage } from './-public-layout.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
