import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from './-public-layout.tsx';

export const Route = createFileRoute('/_main')({
  component: () => (
    <PublicLayout layout="main">
      <Outlet />
    </PublicLayout>
  ),
});
