import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useT } from '@/i18n/i18n.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { invalidateKeys } from './api.ts';

/**
 * Deleting with the spec's confirmation ('Are you sure you want to delete this item?', Cancel, Ok).
 * A refusal from the server (e.g. 'Error to delete place, it is being used') is shown by the API
 * layer's error notification; the item stays. `invalidate` names the queries to refresh, by the keys
 * of the slice's `api.ts`, before `onDeleted`.
 */
export function useConfirmDelete<Item>({
  remove,
  invalidate,
  onDeleted,
}: {
  remove: (item: Item) => Promise<void>;
  invalidate: ReadonlyArray<QueryKey>;
  onDeleted?: (item: Item) => void;
}): { ask: (item: Item) => void; dialog: ReactNode } {
  const t = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ item: Item } | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (_, item) => {
      notify({ tone: 'success', title: t('deleted_successfully') });
      await invalidateKeys(queryClient, invalidate);
      onDeleted?.(item);
    },
    onSettled: () => setPending(null),
  });
  return {
    ask: (item) => setPending({ item }),
    dialog: (
      <ConfirmDialog
        isOpen={pending !== null}
        message={t('are_you_sure_you_want_to_delete_this_item')}
        cancelLabel={t('cancel')}
        confirmLabel={t('ok')}
        isPending={mutation.isPending}
        onConfirm={() => pending && mutation.mutate(pending.item)}
        onCancel={() => setPending(null)}
      />
    ),
  };
}
