import { createFileRoute } from '@tanstack/react-router';
import { FirstEditionRedirect } from '@/features/catalogues/first-edition-redirect.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/')({
  staticData: { crumb: 'catalogue', crumbName: 'catalogue' },
  component: FirstEditionRedirect,
});
