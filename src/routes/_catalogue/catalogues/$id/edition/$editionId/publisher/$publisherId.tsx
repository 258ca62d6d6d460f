import { createFileRoute } from '@tanstack/react-router';
import { EntityPanel } from '../../../../../../../features/catalogue/entity-panel.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/publisher/$publisherId')({
  staticData: { crumb: 'publisher', crumbName: 'publisher' },
  component: function PublisherPanelRoute() {
    const { id, editionId, publisherId } = Route.useParams();
    return <EntityPanel kind="publisher" id={publisherId} catalogueId={id} editionId={editionId} />;
  },
});
