import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';

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

const lastUpdatedFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A policy page's body: summary, last-updated date, a contents list and numbered sections, in a readable measure. */
export function LegalDocument({ lastUpdated, summary, sections }: LegalDocumentProps) {
  return (
    <Box sx={{ maxWidth: '75ch' }}>
      <Typography sx={{ fontSize: '1.125rem', mt: 1 }}>{summary}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Last updated: <time dateTime={lastUpdated}>{lastUpdatedFormat.format(new Date(`${lastUpdated}T00:00:00Z`))}</time>
      </Typography>
      <Box component="nav" aria-label="Contents" sx={{ my: 4, p: 3, bgcolor: tokens.surfaceMuted, borderRadius: 2 }}>
        <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
          Contents
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`}>{section.heading}</Link>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((section, index) => (
        <Box key={section.id} component="section" aria-labelledby={section.id} sx={{ mb: 4 }}>
          <Typography id={section.id} component="h2" variant="h3" sx={(theme) => ({ mb: 1.5, scrollMarginTop: theme.spacing(11) })}>
            {index + 1}. {section.heading}
          </Typography>
          {section.body.map((block, blockIndex) =>
            isList(block) ? (
              <Box key={blockIndex} component="ul" sx={{ m: 0, mb: 2, pl: 3, display: 'grid', gap: 0.75 }}>
                {block.list.map((item, itemIndex) => (
                  <Typography key={itemIndex} component="li">
                    {item}
                  </Typography>
                ))}
              </Box>
            ) : (
              <Typography key={blockIndex} sx={{ mb: 2 }}>
                {block}
              </Typography>
            ),
          )}
        </Box>
      ))}
    </Box>
  );
}
