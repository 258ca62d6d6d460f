import { useBlocker } from '@tanstack/react-router';
import { useT } from '@/i18n/i18n.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';

/**
 * Warns before leaving a form with unsaved changes: a dialog for moves inside the app, the
 * browser's own prompt for a reload or a closed tab. Render the answer where the form is.
 * `withinPagePasses`: moves that keep the path (a list's own filters and pages) keep the drafts
 * and pass without asking.
 */
export function UnsavedChangesGuard({
  dirty,
  withinPagePasses = false,
}: {
  dirty: boolean;
  withinPagePasses?: boolean;
}) {
  const t = useT();
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && !(withinPagePasses && current.pathname === next.pathname),
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      isOpen={blocker.status === 'blocked'}
      message={t('unsaved_changes_will_be_lost_leave_this_page')}
      cancelLabel={t('stay_on_page')}
      confirmLabel={t('leave_page')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
