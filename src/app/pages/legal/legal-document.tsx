import type { ReactNode } from 'react';
import { TextLink } from '@/design-system/page/page-container';
import { localeHrefLang } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';
import { legalDocumentMessages } from '@/app/pages/legal/legal-document-messages';
import styles from '@/app/pages/legal/legal-document.module.css';

/** A paragraph, or a bulleted list. */
export type LegalBlock = ReactNode | { list: readonly ReactNode[] };

export type LegalSection = {
  /** Anchor of the section, linked from the contents. */
  id: string;
  heading: string;
  body: readonly LegalBlock[];
};

function isList(block: LegalBlock): block is { list: readonly ReactNode[] } {
  return typeof block === 'object' && block !== null && 'list' in block;
}

type LegalDocumentProps = {
  /** When the text last changed, YYYY-MM-DD. */
  lastUpdated: string;
  /** What the document is in one or two sentences, under the heading. */
  summary: ReactNode;
  sections: readonly LegalSection[];
};

const lastUpdatedFormat = new Intl.DateTimeFormat(localeHrefLang[pageLocale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A policy page's body: summary, last-updated date, a contents list and numbered sections, in a readable measure; plain HTML. */
export function LegalDocument({ lastUpdated, summary, sections }: LegalDocumentProps) {
  return (
    <div className={styles.document}>
      <p className={styles.summary}>{summary}</p>
      <p className={styles.updated}>
        {legalDocumentMessages.lastUpdated} <time dateTime={lastUpdated}>{lastUpdatedFormat.format(new Date(`${lastUpdated}T00:00:00Z`))}</time>
      </p>
      <nav aria-label={legalDocumentMessages.contents} className={styles.contents}>
        <p className={styles.contentsTitle}>{legalDocumentMessages.contents}</p>
        <ol className={styles.contentsList}>
          {sections.map((section) => (
            <li key={section.id}>
              <TextLink href={`#${section.id}`}>{section.heading}</TextLink>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className={styles.section}>
          <h2 id={section.id} className={styles.heading}>
            {index + 1}. {section.heading}
          </h2>
          {section.body.map((block, blockIndex) =>
            isList(block) ? (
              <ul key={blockIndex} className={styles.list}>
                {block.list.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={blockIndex} className={styles.paragraph}>
                {block}
              </p>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
