import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { useNotify } from '@/ui/notifications-context.tsx';
import { invalidateKeys } from '../api.ts';
import { type PickerOption, SearchPicker } from '../search-picker.tsx';
import {
  movedEditionsKeys,
  movePlaceEditions,
  moveTargetsQuery,
  type Place,
  placeEditionCountQuery,
} from './api.ts';
import * as styles from './places.css.ts';

/**
 * 'Move editions to another place' on the place update page: how many editions name this place,
 * a picker for the target place, and PUT /places/{id}/editions, which moves them all.
 */
export function MoveEditions({ place }: { place: Place }) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const headingId = useId();
  const queryClient = useQueryClient();
  const count = useQuery(placeEditionCountQuery(place.id));
  const [target, setTarget] = useState<PickerOption | null>(null);
  const move = useMutation({
    mutationFn: (placeId: number) => movePlaceEditions(place.id, placeId),
    onSuccess: async ({ moved }) => {
      notify({
        tone: 'success',
        title: t(moved === 1 ? 'one_edition_moved' : 'n_editions_moved', { n: formatNumber(moved, locale) }),
      });
      setTarget(null);
      await invalidateKeys(queryClient, movedEditionsKeys);
    },
  });
  const editions = count.data;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('move_editions_to_another_place')}
      </h2>
      <p className={styles.muted} role="status">
        {editions !== undefined &&
          t('this_place_is_used_by_n_editions', { n: formatNumber(editions, locale) })}
      </p>
      <SearchPicker
        label={t('target_place')}
        value={target}
        onChange={setTarget}
        query={(text) => moveTargetsQuery(text, locale)}
        exclude={place.id}
      />
      <div>
        <Button
          isDisabled={target === null || editions === 0}
          isPending={move.isPending}
          onPress={() => target && move.mutate(target.id)}
        >
          {t('move_editions')}
        </Button>
      </div>
    </section>
  );
}
