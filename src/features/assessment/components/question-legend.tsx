import type { Ref } from 'react';
import Typography from '@mui/material/Typography';

type QuestionLegendProps = {
  /** The question, as the fieldset's legend. */
  children: string;
  /** Takes focus when the question appears after Next or Previous. */
  ref?: Ref<HTMLHeadingElement>;
};

/** The question's text inside its legend: a heading, so it can be jumped to, and a focus target (tabIndex -1). */
export function QuestionLegend({ children, ref }: QuestionLegendProps) {
  return (
    <Typography
      ref={ref}
      component="h2"
      variant="h4"
      tabIndex={-1}
      sx={{ display: 'inline', '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
