import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { DashboardShell } from '@/features/dashboard/dashboard-shell.tsx';

/**
 * Dashboard routes need a signed-in staff account (spec section 6): a guest is sent home and the
 * address is remembered for after sign-in; a USER is sent home.
 */
export const Route = createFileRoute('/dashboard')({
  staticData: { crumb: 'dashboard' },
  beforeLoad: async ({ context, location }) => {
    const session = await context.session.settled();
    if (!session.loggedIn) {
      context.session.rememberRedirect(location.href);
      throw redirect({ to: '/', replace: true });
    }
    if (session.role === 'USER') throw redirect({ to: '/', replace: true });
  },
  component: () => (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  ),
});
