import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from './-public-layout.tsx';

export const Route = createFileRoute('/_internal')({
  component: () => (
    <PublicLayout layout="internal">
      <Outlet />
    </PublicLayout>
  ),
});
