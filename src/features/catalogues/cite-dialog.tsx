import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useI18n } from '@/i18n/i18n.tsx';
import type { TranslationKey } from '@/i18n/translate.ts';
import { Button } from '@/ui/button.tsx';
import { CheckIcon } from '@/ui/icons.tsx';
import { editionCslQuery } from './api.ts';
import type { CitationFormat, CitationNode, CitationStyle, CslItem } from './citation.ts';
import { CitationsLoading } from './citations-loading.tsx';
import * as styles from './cite.css.ts';
import { type FormattedCitation, formattedCitationsQuery } from './format-citations.ts';

/** What the dialog cites: an edition, at a page of it when opened from the reader. */
export interface CiteDialogBodyProps {
  catalogueId: string;
  editionId: string;
  /** The page being read; without it the edition is cited as a whole. */
  page?: number;
  /** The holder's own citation (shelfmark and the like), as staff entered it. */
  holderCitation?: string | null;
}

/** Each style's name, and the names of its two forms. */
const styleTexts: Record<
  CitationStyle,
  { heading: TranslationKey; short: string; citation: TranslationKey; bibliography: TranslationKey }
> = {
  'chicago-note-bibliography': {
    heading: 'citation_style_chicago',
    short: 'Chicago',
    citation: 'citation_note',
    bibliography: 'citation_bibliography',
  },
  apa: {
    heading: 'citation_style_apa',
    short: 'APA',
    citation: 'citation_in_text',
    bibliography: 'citation_reference_list',
  },
  'modern-language-association': {
    heading: 'citation_style_mla',
    short: 'MLA',
    citation: 'citation_in_text',
    bibliography: 'citation_works_cited',
  },
};

/**
 * The Cite dialog's content, loaded with citeproc only when someone cites: the edition's CSL-JSON
 * from the server, formatted in Chicago (note and bibliography), APA and MLA in the interface's
 * language, each form with a Copy button; then the holder's preferred citation where there is one.
 */
export default function CiteDialogBody({
  catalogueId,
  editionId,
  page,
  holderCitation,
}: CiteDialogBodyProps) {
  const { t, locale } = useI18n();
  const item = useQuery(editionCslQuery(catalogueId, editionId, locale));
  // One live region for the dialog, there from the start, so that each copy is announced.
  const [status, setStatus] = useState('');
  const holderCitationText = holderCitation?.trim();

  return (
    <>
      {page !== undefined && <p className={styles.lead}>{t('citations_name_page_n', { page })}</p>}
      {item.data ? (
        <StyleCitations item={item.data} page={page} onStatus={setStatus} />
      ) : item.isError ? (
        <LoadFailure onRetry={() => void item.refetch()} />
      ) : (
        <CitationsLoading lines={[3, 3, 3]} />
      )}
      {holderCitationText && (
        <Section heading={t('holders_preferred_citation')}>
          <Form
            label={t('holders_preferred_citation')}
            labelHidden
            citation={{ nodes: [holderCitationText], text: holderCitationText }}
            name={t('holders_preferred_citation')}
            onStatus={setStatus}
          />
        </Section>
      )}
      <p role="status" className={styles.visuallyHidden}>
        {status}
      </p>
    </>
  );
}

function StyleCitations({
  item,
  page,
  onStatus,
}: {
  item: CslItem;
  page: number | undefined;
  onStatus: (status: string) => void;
}) {
  const { t, locale } = useI18n();
  const citations = useQuery(formattedCitationsQuery(item, page, locale));
  if (citations.isError) return <LoadFailure onRetry={() => void citations.refetch()} />;
  if (!citations.data) return <CitationsLoading lines={[3, 3, 3]} />;
  return (
    <div className={styles.styleList} lang={citations.data.locale}>
      {citations.data.styles.map(({ style, citation, bibliography }) => {
        const texts = styleTexts[style];
        return (
          <Section key={style} heading={t(texts.heading)}>
            <Form
              label={t(texts.citation)}
              citation={citation}
              name={`${texts.short}: ${t(texts.citation)}`}
              onStatus={onStatus}
            />
            {bibliography && (
              <Form
                label={t(texts.bibliography)}
                citation={bibliography}
                name={`${texts.short}: ${t(texts.bibliography)}`}
                onStatus={onStatus}
              />
            )}
          </Section>
        );
      })}
    </div>
  );
}

/** A style, or the holder's citation: a region named by its heading. */
function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.styleSection}>
      <h3 id={headingId} className={styles.styleHeading}>
        {heading}
      </h3>
      <dl className={styles.forms}>{children}</dl>
    </section>
  );
}

/** One form of a citation: its label, its text as the style sets it, and a Copy button. */
function Form({
  label,
  labelHidden = false,
  citation,
  name,
  onStatus,
}: {
  label: string;
  labelHidden?: boolean;
  citation: FormattedCitation;
  name: string;
  onStatus: (status: string) => void;
}) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(citation.text);
      setCopied(true);
      onStatus(t('copied_named', { name }));
    } catch {
      onStatus(t('copy_failed'));
    }
  };

  return (
    <div className={styles.form}>
      <dt className={labelHidden ? styles.visuallyHidden : styles.formLabel}>{label}</dt>
      <dd className={styles.formValue}>
        <p className={styles.citation}>{renderNodes(citation.nodes)}</p>
        <Button
          variant="secondary"
          size="sm"
          aria-label={copied ? t('copied_named', { name }) : t('copy_named', { name })}
          onPress={() => void copy()}
        >
          {copied && <CheckIcon size={16} />}
          {copied ? t('copied') : t('copy')}
        </Button>
      </dd>
    </div>
  );
}

/** The element each format of a citation is shown with. */
const formatElements: Record<
  CitationFormat,
  { tag: 'i' | 'b' | 'sup' | 'sub' | 'span'; className?: string }
> = {
  italic: { tag: 'i' },
  bold: { tag: 'b' },
  superscript: { tag: 'sup' },
  subscript: { tag: 'sub' },
  'small-caps': { tag: 'span', className: styles.smallCaps },
  roman: { tag: 'span', className: styles.roman },
};

/** The formatted text with the style's italics, small capitals and the like. */
function renderNodes(nodes: readonly CitationNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const { tag: Tag, className } = formatElements[node.format];
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a citation never move, their position is their identity
      <Tag key={index} className={className}>
        {renderNodes(node.children)}
      </Tag>
    );
  });
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className={styles.styleList}>
      <p className={styles.error}>{t('the_citation_could_not_be_loaded')}</p>
      <div>
        <Button variant="secondary" onPress={onRetry}>
          {t('try_again')}
        </Button>
      </div>
    </div>
  );
}
