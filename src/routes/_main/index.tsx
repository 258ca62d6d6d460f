import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/browse/home-page.tsx';

export const Route = createFileRoute('/_main/')({
  component: HomePage,
});
