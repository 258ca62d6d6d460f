import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from './-public-layout.tsx';

export const Route = createFileRoute('/_default')({
  component: () => (
    <PublicLayout layout="default">
      <Outlet />
    </PublicLayout>
  ),
});
