import { type MouseEvent, useState } from 'react';
import {
  type ExportFormat,
  type ExportTarget,
  exportFormats,
  exportHref,
  fetchExport,
} from '@/api/exports.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { TranslationKey } from '@/i18n/translate.ts';
import { saveFile } from '@/lib/download.ts';
import { Button, type ButtonProps } from '@/ui/button.tsx';
import type { HandOver } from '@/ui/deferred.ts';
import { ChevronDownIcon, DownloadIcon } from '@/ui/icons.tsx';
import { Menu, MenuItem, TakingOverMenuTrigger } from '@/ui/menu.tsx';

// The Export menu itself, loaded after the first paint: export-menu.tsx shows a plain button until
// then, and this one takes over from it.

const formatLabels: Record<ExportFormat, TranslationKey> = {
  bibtex: 'export_bibtex',
  ris: 'export_ris',
  'csl-json': 'export_csl_json',
  csv: 'export_csv',
};

export interface ExportMenuProps {
  /** What the list exports: its call and the parameters its query sends. */
  target: ExportTarget;
  isDisabled?: boolean;
  size?: ButtonProps['size'];
}

/** A click that would follow the link in this tab: not one that opens it elsewhere or saves it by hand. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * "Export": a menu of the formats reference managers and spreadsheets read. Each entry of a GET
 * list is a link to the API call with the list's parameters and `format` (it can be copied or
 * opened in another tab); followed in place, and for the contextual search (a POST), the file is
 * fetched through the API client and saved under the server's name, so that a refusal (more than
 * 10,000 entries) shows the server's message in the app's notifications.
 */
export function ExportMenuTrigger({
  target,
  isDisabled,
  size = 'md',
  handOver,
}: ExportMenuProps & { handOver: HandOver }) {
  const { t } = useI18n();
  const [pending, setPending] = useState(false);

  const download = async (format: ExportFormat) => {
    if (pending) return;
    setPending(true);
    try {
      const file = await fetchExport(target, format);
      saveFile(file.blob, file.fileName);
    } catch {
      // The API middleware has already shown the server's message (or the network failure).
    } finally {
      setPending(false);
    }
  };

  return (
    <TakingOverMenuTrigger
      handOver={handOver}
      trigger={(ref) => (
        <Button ref={ref} variant="secondary" size={size} isDisabled={isDisabled} isPending={pending}>
          <DownloadIcon size={16} />
          {t('export')}
          <ChevronDownIcon size={16} />
        </Button>
      )}
      menu={(autoFocus) => (
        <Menu
          placement="bottom end"
          autoFocus={autoFocus}
          onAction={(key) => {
            // Only the entries without a link (the contextual search) act here; links download below.
            if (exportHref(target, key as ExportFormat) === null) void download(key as ExportFormat);
          }}
        >
          {exportFormats.map((format) => {
            const href = exportHref(target, format);
            const label = t(formatLabels[format]);
            return href === null ? (
              <MenuItem key={format} id={format}>
                {label}
              </MenuItem>
            ) : (
              <MenuItem
                key={format}
                id={format}
                href={href}
                download
                render={(domProps) =>
                  'href' in domProps ? (
                    <a
                      {...domProps}
                      href={domProps.href}
                      onClick={(event) => {
                        if (isPlainClick(event)) {
                          event.preventDefault();
                          void download(format);
                        }
                        domProps.onClick?.(event);
                      }}
                    />
                  ) : (
                    <div {...domProps} />
                  )
                }
              >
                {label}
              </MenuItem>
            );
          })}
        </Menu>
      )}
    />
  );
}
