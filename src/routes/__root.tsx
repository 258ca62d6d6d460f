import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage, RouteErrorPage } from '../features/shell/error-pages.tsx';
import { RootLayout } from '../features/shell/root-layout.tsx';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
