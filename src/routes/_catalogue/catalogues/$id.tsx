import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_catalogue/catalogues/$id')({
  staticData: { crumb: 'catalogue' },
  component: Outlet,
});
