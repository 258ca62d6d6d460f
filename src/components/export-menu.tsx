import { useI18n } from '@/i18n/i18n.tsx';
import { button } from '@/ui/button.css.ts';
import { label } from '@/ui/button-look.css.ts';
import { deferredModule, useDeferredTrigger } from '@/ui/deferred.ts';
import { ChevronDownIcon, DownloadIcon } from '@/ui/icons.tsx';
import type { ExportMenuProps } from './export-menu-trigger.tsx';

const exportMenu = deferredModule(() => import('./export-menu-trigger.tsx'));

/**
 * "Export": a menu of the formats reference managers and spreadsheets read
 * (export-menu-trigger.tsx). The menu, with react-aria's menus and popovers, is not needed to paint
 * a list: a plain button with the same look and name stands in until its code has arrived, and a
 * press on it opens the menu as soon as it has.
 */
export function ExportMenu(props: ExportMenuProps) {
  const { t } = useI18n();
  const { module, handOver, placeholder } = useDeferredTrigger(exportMenu);
  if (module) return <module.ExportMenuTrigger {...props} handOver={handOver} />;
  return (
    <button
      type="button"
      className={button({ variant: 'secondary', size: props.size ?? 'md' })}
      disabled={props.isDisabled}
      aria-haspopup="true"
      aria-expanded="false"
      {...placeholder}
    >
      <span className={label}>
        <DownloadIcon size={16} />
        {t('export')}
        <ChevronDownIcon size={16} />
      </span>
    </button>
  );
}
