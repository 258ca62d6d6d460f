import type { ReactNode } from 'react';
import { NotFound } from '@/components/error-pages.tsx';
import { LoginButton } from '@/features/auth/login-button.tsx';
import { CollectionWidget } from '@/features/collection/collection-widget.tsx';
import { type PublicLayout as Layout, PublicShell } from '@/features/shell/public-shell.tsx';

// Not a route (the '-' prefix): the composition the public layout routes share, kept beside them
// because it joins three slices (shell, collection, auth) and only routes may do that.

/** A public layout: the shell with the floating collection widget and login button. */
export function PublicLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <PublicShell
      layout={layout}
      floating={
        <>
          <CollectionWidget />
          <LoginButton />
        </>
      }
    >
      {children}
    </PublicShell>
  );
}

/** An unknown route: 'Page not found' in the public shell. */
export function NotFoundPage() {
  return (
    <PublicLayout layout="default">
      <NotFound />
    </PublicLayout>
  );
}
