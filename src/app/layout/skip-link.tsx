import Link from '@mui/material/Link';
import { tokens } from '@theme/tokens';

/** First focusable element: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
      sx={{
        position: 'absolute',
        insetInlineStart: 16,
        top: -100,
        zIndex: 'tooltip',
        px: 2,
        py: 1.5,
        bgcolor: tokens.surface,
        color: tokens.brand,
        borderRadius: 2,
        '&:focus, &:focus-visible': { top: 16 },
      }}
    >
      Skip to main content
    </Link>
  );
}
