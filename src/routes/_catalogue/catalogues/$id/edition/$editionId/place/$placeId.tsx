import { createFileRoute } from '@tanstack/react-router';
import { EntityPanel } from '../../../../../../../features/catalogue/entity-panel.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/place/$placeId')({
  staticData: { crumb: 'place', crumbName: 'place' },
  component: function PlacePanelRoute() {
    const { id, editionId, placeId } = Route.useParams();
    return <EntityPanel kind="place" id={placeId} catalogueId={id} editionId={editionId} />;
  },
});
