import { createFileRoute } from '@tanstack/react-router';
import { PublisherPage } from '../../../../features/entities/entity-pages.tsx';

export const Route = createFileRoute('/_internal/publisher/$id/')({
  staticData: { crumb: 'publisher', crumbName: 'publisher' },
  component: function PublisherRoute() {
    return <PublisherPage id={Route.useParams().id} />;
  },
});
