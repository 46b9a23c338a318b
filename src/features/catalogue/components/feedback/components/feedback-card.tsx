import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { tokens } from '@theme/tokens';
import { RatingStars } from '@/design-system/rating-stars/rating-stars';
import type { Feedback } from '@/features/catalogue/schemas/feedback';
import { feedbackCardHeightSx } from '@/features/catalogue/components/feedback/components/feedback-card-height';

/** The avatar files are 96 × 96; shown at 56 px (7 spacing units). */
const avatarFile = { width: 96, height: 96 };

/** One patient's feedback: who they are, their 1–5 star rating and their words. */
export function FeedbackCard({ feedback }: { feedback: Feedback }) {
  return (
    <Card
      component="figure"
      sx={(theme) => ({
        m: 0,
        minHeight: feedbackCardHeightSx(theme),
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      })}
    >
      <Stack component="figcaption" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          component="img"
          src={feedback.profileImg}
          alt=""
          {...avatarFile}
          loading="lazy"
          decoding="async"
          sx={(theme) => ({ width: theme.spacing(7), height: theme.spacing(7), borderRadius: '50%', flexShrink: 0 })}
        />
        <div>
          <Typography component="p" sx={{ fontWeight: 650 }}>
            {feedback.profileName}
          </Typography>
          <Typography variant="body2" component="p" sx={{ color: tokens.textMuted }}>
            {feedback.profileAge} years, {feedback.profilePlace}
          </Typography>
        </div>
      </Stack>
      <RatingStars rating={feedback.rating} size="small" />
      <Box component="blockquote" sx={{ m: 0, display: 'flex', gap: 1 }}>
        <FormatQuoteIcon aria-hidden sx={{ color: tokens.brand, transform: 'scaleX(-1)', flexShrink: 0 }} />
        <Typography>{feedback.comment}</Typography>
      </Box>
    </Card>
  );
}
