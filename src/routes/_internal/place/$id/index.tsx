import { createFileRoute } from '@tanstack/react-router';
import { PlacePage } from '../../../../features/entities/entity-pages.tsx';

export const Route = createFileRoute('/_internal/place/$id/')({
  staticData: { crumb: 'place', crumbName: 'place' },
  component: function PlaceRoute() {
    return <PlacePage id={Route.useParams().id} />;
  },
});
