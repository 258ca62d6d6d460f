import { createFileRoute } from '@tanstack/react-router';
import { editionSearch } from '../../../../../../features/lists/list-search.ts';
import { ScreenHeading } from '../../../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/')({
  validateSearch: editionSearch,
  staticData: { crumb: 'first_version' },
  component: () => <ScreenHeading titleKey="details" />,
});
