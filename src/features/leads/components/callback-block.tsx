import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { CallbackForm } from '@/features/leads/components/callback-form';
import { callbackMessages } from '@/features/leads/components/callback-messages';
import { SupportLine } from '@/features/leads/components/support-line';

type CallbackBlockProps = {
  /** The block's heading. */
  title?: string;
  /** A sentence under the heading. */
  description?: string;
  /** Heading level: h2 on a page, h3 inside another section. */
  headingLevel?: 'h2' | 'h3';
  /** Prefix of the field ids; give a second block on the same page its own. */
  idPrefix?: string;
};

/** The inline callback form several pages carry: same rules and messages as the callback dialog. */
export function CallbackBlock({
  title = callbackMessages.blockTitle,
  description = callbackMessages.blockDescription,
  headingLevel = 'h2',
  idPrefix = 'callback-block',
}: CallbackBlockProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ bgcolor: tokens.brandSoft, borderRadius: 2, p: { xs: 3, md: 5 }, my: { xs: 4, md: 6 } }}>
      <Box sx={{ maxWidth: '36rem' }}>
        <Typography id={titleId} variant="h3" component={headingLevel}>
          {title}
        </Typography>
        <Typography sx={{ color: tokens.textMuted, mt: 1, mb: 3 }}>{description}</Typography>
        <CallbackForm labelledBy={titleId} idPrefix={idPrefix} />
        <SupportLine />
      </Box>
    </Box>
  );
}
