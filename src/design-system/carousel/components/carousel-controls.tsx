import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { tokens } from '@theme/tokens';
import type { ResponsiveDisplay } from '@/design-system/carousel/responsive-display';

type CarouselControlsProps = {
  /** CSS display by breakpoint: hidden where every item already fits on one page. */
  display: ResponsiveDisplay | 'flex' | 'none';
  /** Id of the slide container the buttons move. */
  controls: string;
  /** Moves one position back, wrapping to the end. */
  onPrevious: () => void;
  /** Moves one position forward, wrapping to the start. */
  onNext: () => void;
};

const buttonSx = {
  border: `1px solid ${tokens.border}`,
  color: tokens.brand,
  bgcolor: tokens.surface,
  '&:hover': { bgcolor: tokens.brandSoft },
} as const;

/** Labelled previous/next buttons; placed before the slides in reading order (APG). */
export function CarouselControls({ display, controls, onPrevious, onNext }: CarouselControlsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ display, justifyContent: 'flex-end', mb: 1 }}>
      <IconButton aria-label="Previous slide" aria-controls={controls} onClick={onPrevious} sx={buttonSx}>
        <ChevronLeftIcon aria-hidden />
      </IconButton>
      <IconButton aria-label="Next slide" aria-controls={controls} onClick={onNext} sx={buttonSx}>
        <ChevronRightIcon aria-hidden />
      </IconButton>
    </Stack>
  );
}
