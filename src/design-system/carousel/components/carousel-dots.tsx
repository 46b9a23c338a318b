import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { tokens } from '@theme/tokens';
import type { ResponsiveDisplay } from '@/design-system/carousel/responsive-display';

type CarouselDotsProps = {
  /** CSS display by breakpoint: hidden where every item already fits on one page. */
  display: ResponsiveDisplay | 'flex' | 'none';
  /** How many positions there are (max index + 1). */
  positions: number;
  /** The current position. */
  current: number;
  /** Id of the slide container the dots move. */
  controls: string;
  /** Jumps to a position. */
  onSelect: (index: number) => void;
};

/** One dot per position; the current one is marked with aria-current. */
export function CarouselDots({ display, positions, current, controls, onSelect }: CarouselDotsProps) {
  return (
    <Stack role="group" aria-label="Choose slide" direction="row" sx={{ display, justifyContent: 'center', flexWrap: 'wrap', mt: 1 }}>
      {Array.from({ length: positions }, (_, index) => (
        <ButtonBase
          key={index}
          aria-label={`Go to slide ${index + 1}`}
          aria-current={index === current ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => onSelect(index)}
          sx={(theme) => ({
            width: theme.spacing(4),
            height: theme.spacing(4),
            borderRadius: '50%',
            '&::before': {
              content: '""',
              width: theme.spacing(1.25),
              height: theme.spacing(1.25),
              borderRadius: '50%',
              bgcolor: index === current ? tokens.brand : tokens.borderStrong,
              transform: index === current ? 'scale(1.3)' : 'none',
              transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
            },
          })}
        />
      ))}
    </Stack>
  );
}
