import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { landedOutline } from '@/design-system/fragment-target/landed-outline';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import type { CategorisedTest } from '@/features/catalogue/schemas/test-category';

type CategoryTestCardProps = {
  /** The test or scan. */
  test: CategorisedTest;
  /** What the card offers, e.g. a Request Callback button. */
  action?: ReactNode;
  /** The card's id, so a link can land on it (it then takes focus). */
  anchorId?: string;
};

/** A test or scan of a category: its name, its price and an action. */
export function CategoryTestCard({ test, action, anchorId }: CategoryTestCardProps) {
  const nameId = useId();
  return (
    <Card
      component="article"
      id={anchorId}
      tabIndex={anchorId === undefined ? undefined : -1}
      aria-labelledby={nameId}
      variant="outlined"
      sx={(theme) => ({ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, borderColor: tokens.border, ...landedOutline(theme) })}
    >
      <Typography id={nameId} component="h3" variant="h4" sx={{ fontSize: 'inherit', fontWeight: 700 }}>
        {test.name}
      </Typography>
      <Box sx={{ mt: 'auto' }}>
        <PriceTag price={test.price} />
      </Box>
      {action}
    </Card>
  );
}
