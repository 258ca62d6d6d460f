import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from './-public-layout.tsx';

export const Route = createFileRoute('/_catalogue')({
  component: () => (
    <PublicLayout layout="catalogue">
      <Outlet />
    </PublicLayout>
  ),
});
