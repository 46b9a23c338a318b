import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import type { LabTestSection } from '@/features/catalogue/schemas/lab-test-detail';
import { BulletList } from '@/features/catalogue/components/detail-screen/bullet-list';

/** One section: a bulleted list, or a list of terms each with its description. */
export function LabTestSectionContent({ section }: { section: LabTestSection }) {
  const headingId = useId();
  const { content } = section;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
        {section.title}
      </Typography>
      {content.type === 'list' ? (
        <BulletList items={content.items} />
      ) : (
        <Box component="dl" sx={{ m: 0 }}>
          {content.items.map((item) => (
            <Box key={item.title} sx={{ mb: 2 }}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {item.title}
              </Typography>
              <Typography component="dd" sx={{ m: 0, color: tokens.textMuted }}>
                {item.description}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
