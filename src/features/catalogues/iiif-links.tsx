import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { CheckIcon } from '@/ui/icons.tsx';
import { Link } from '@/ui/link.tsx';
import { editionManifestPath } from '../../../common/iiif-presentation.ts';
import * as styles from './iiif-links.css.ts';
import { IiifLogo } from './iiif-logo.tsx';

/** How long the Copy button shows its check mark. */
const copiedMs = 2500;

/** The edition's IIIF Presentation manifest, on this site's origin (the server routes it beside the app). */
const editionManifestUrl = (editionId: number) =>
  new URL(editionManifestPath(editionId), window.location.origin).href;

/**
 * The edition's pages for IIIF viewers: the IIIF logo linking the manifest, which can be dragged
 * into any IIIF viewer (the IIIF drag-and-drop convention: the manifest's address with itself as
 * `?manifest=`, which viewers read from the dropped link), its address to copy, and "Open in
 * Mirador", the viewer this site hosts.
 */
export function IiifLinks({ catalogueId, editionId }: { catalogueId: number; editionId: number }) {
  const { t } = useI18n();
  const manifestUrl = editionManifestUrl(editionId);
  const [status, setStatus] = useState<{ text: string; copied: boolean } | null>(null);
  const copied = status?.copied ?? false;
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setStatus((last) => last && { ...last, copied: false }), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(manifestUrl);
      setStatus({ text: t('manifest_url_copied'), copied: true });
    } catch {
      setStatus({ text: t('copy_failed'), copied: false });
    }
  };

  return (
    <div className={styles.iiif}>
      {/* A plain link: the browser drags it with its address, as IIIF viewers expect. */}
      <a className={styles.logoLink} href={`${manifestUrl}?manifest=${manifestUrl}`}>
        <IiifLogo label={t('iiif_manifest_drag_and_drop')} />
      </a>
      <Link
        to="/catalogues/$id/edition/$editionId/mirador"
        params={{ id: String(catalogueId), editionId: String(editionId) }}
        variant="button"
      >
        {t('open_in_mirador')}
      </Link>
      <Button variant="secondary" size="sm" onPress={() => void copy()}>
        {copied && <CheckIcon size={16} />}
        {t('copy_manifest_url')}
      </Button>
      <code className={styles.manifestUrl}>{manifestUrl}</code>
      <p role="status" className={styles.status}>
        {status?.text ?? ''}
      </p>
    </div>
  );
}
