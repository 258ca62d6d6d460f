import { createFileRoute, redirect } from '@tanstack/react-router';

/** The route guard that sends the API's plural to the publishers' list at /publisher. */
export const Route = createFileRoute('/publishers')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/publisher', search, replace: true });
  },
});
