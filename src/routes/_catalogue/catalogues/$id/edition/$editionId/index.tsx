import { createFileRoute } from '@tanstack/react-router';

/** The edition itself: its record and reader come from the edition route around it. */
export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/')({
  staticData: { crumb: 'first_version' },
  component: () => null,
});
