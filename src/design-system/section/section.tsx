import { Suspense, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';

export type SectionProps = {
  /** The section heading's text. */
  title: ReactNode;
  /** Heading level; h2 for page sections, h3 inside another section. */
  headingLevel?: 'h2' | 'h3';
  /** Short kicker shown above the heading, e.g. "Derma Essentials". */
  eyebrow?: ReactNode;
  /** A sentence or two under the heading. */
  description?: ReactNode;
  /** An action beside the heading, e.g. a "View all" link or a toggle. */
  action?: ReactNode;
  /** Id of the heading, which labels the section; defaults to a generated one. */
  id?: string;
  /** The section's content. */
  children?: ReactNode;
};

/** A page section labelled by its heading, with an optional eyebrow, description and action. */
export function Section({ title, headingLevel = 'h2', eyebrow, description, action, id, children }: SectionProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'flex-end' }, mb: 3 }}
      >
        <Box sx={{ maxWidth: '75ch' }}>
          {eyebrow && (
            <Typography
              variant="caption"
              component="p"
              sx={{ color: tokens.brand, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', mb: 0.5 }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography id={headingId} variant={headingLevel} component={headingLevel}>
            {title}
          </Typography>
          {description && (
            <Typography component="div" sx={{ color: tokens.textMuted, mt: 1 }}>
              {description}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Stack>
      {/* A boundary per section: React hydrates each in its own small task, and what the user touches first. */}
      <Suspense fallback={null}>{children}</Suspense>
    </Box>
  );
}
