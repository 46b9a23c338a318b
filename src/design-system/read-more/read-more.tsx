import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { READ_MORE_LIMIT } from '@/lib/constants';
import { truncateText } from '@/design-system/read-more/truncate-text';

export type ReadMoreProps = {
  /** The full text; line breaks are kept. */
  text: string;
  /** Characters shown while collapsed; the spec's 300 by default. */
  limit?: number;
  /** Text of the button while collapsed. */
  moreLabel?: string;
  /** Text of the button while expanded. */
  lessLabel?: string;
  /** Typography variant of the text. */
  variant?: 'body1' | 'body2';
  /** What the text is about, e.g. "Accessibility": added to the button's name for screen readers when several share a page. */
  subject?: string;
  /** Id of the text element the button controls; defaults to a generated one. */
  id?: string;
};

/** Long text cut to its first 300 characters plus "…", with a Read More / Read Less toggle. */
export function ReadMore({ text, limit = READ_MORE_LIMIT, moreLabel = 'Read More', lessLabel = 'Read Less', variant = 'body1', subject, id }: ReadMoreProps) {
  const generatedId = useId();
  const textId = id ?? generatedId;
  const [expanded, setExpanded] = useState(false);
  const short = truncateText(text, limit);

  return (
    <Box>
      <Typography id={textId} variant={variant} sx={{ whiteSpace: 'pre-line', maxWidth: '75ch' }}>
        {expanded || !short.truncated ? text : short.text}
      </Typography>
      {short.truncated && (
        <Button
          variant="text"
          aria-label={subject === undefined ? undefined : `${expanded ? lessLabel : moreLabel} about ${subject}`}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((current) => !current)}
          sx={{ px: 0, mt: 0.5 }}
        >
          {expanded ? lessLabel : moreLabel}
        </Button>
      )}
    </Box>
  );
}
