import { createFileRoute } from '@tanstack/react-router';
import { EntityPanel } from '../../../../../../../features/catalogue/entity-panel.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/holder/$holderId')({
  staticData: { crumb: 'holder', crumbName: 'holder' },
  component: function HolderPanelRoute() {
    const { id, editionId, holderId } = Route.useParams();
    return <EntityPanel kind="holder" id={holderId} catalogueId={id} editionId={editionId} />;
  },
});
