import type { ReactNode } from 'react';
import { LoginButton } from '../auth/login-button.tsx';
import { CollectionWidget } from '../collection/collection-widget.tsx';
import { type PublicLayout as Layout, PublicShell } from './public-shell.tsx';

/** A public layout: the shell with the floating login button and collection widget. */
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
