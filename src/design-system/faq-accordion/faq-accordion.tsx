import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { tokens } from '@theme/tokens';
import { faqAccordionMessages } from '@/design-system/faq-accordion/faq-accordion-messages';

export type FaqItem = {
  /** The question. */
  q: string;
  /** The answer. */
  a: string;
};

export type FaqAccordionProps = {
  /** One group of questions; at most one is open at a time. */
  questions: readonly FaqItem[];
  /** Level of the heading wrapping each question button. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Shown instead of the list when there are no questions. */
  emptyMessage?: string;
  /** Prefix for the question and answer ids; defaults to a generated one. */
  id?: string;
};

/**
 * APG accordion: each question is a button inside a heading with aria-expanded, each answer a region
 * labelled by its question. Opening one closes the other; clicking the open one closes it.
 */
export function FaqAccordion({
  questions,
  headingLevel = 'h3',
  emptyMessage = faqAccordionMessages.empty,
  id,
}: FaqAccordionProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  if (questions.length === 0) {
    return <Typography sx={{ color: tokens.textMuted, py: 2 }}>{emptyMessage}</Typography>;
  }

  return (
    <Stack spacing={1.5}>
      {questions.map((item, index) => (
        <Accordion
          key={`${index}-${item.q}`}
          expanded={openIndex === index}
          onChange={(_, expanded) => setOpenIndex(expanded ? index : null)}
          slotProps={{ heading: { component: headingLevel } }}
        >
          <AccordionSummary
            id={`${baseId}-question-${index}`}
            aria-controls={`${baseId}-answer-${index}`}
            expandIcon={<ExpandMoreIcon aria-hidden />}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {item.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ color: tokens.textMuted, whiteSpace: 'pre-line' }}>
            <Typography>{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}
