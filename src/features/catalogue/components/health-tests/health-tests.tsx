import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { tokens } from '@theme/tokens';
import { Section } from '@/design-system/section/section';
import { HealthTestCarousel } from '@/features/catalogue/components/health-tests/components/health-test-carousel';
import { healthTestTabs, type HealthTestTab } from '@/features/catalogue/components/health-tests/components/health-test-tabs';

/**
 * Home's tabbed block: Popular Health Checks (default) and Prescribed Lab Tests. The tabs share one
 * panel, labelled by the selected tab, whose carousel returns to the first card on every switch.
 */
export function HealthTests() {
  const baseId = useId();
  const [selected, setSelected] = useState<HealthTestTab>('health-checks');
  const tabId = (value: HealthTestTab) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;

  return (
    <Section
      title="Health checks and lab tests"
      eyebrow="Diagnostics"
      description="Flat 60% off on health checks at accredited labs, with smart reports in 12 hrs."
    >
      <Tabs
        value={selected}
        onChange={(_, value: HealthTestTab) => setSelected(value)}
        aria-label="Health checks and lab tests"
        variant="fullWidth"
        sx={{ maxWidth: { md: '36rem' }, borderBottom: 1, borderColor: tokens.border }}
      >
        {healthTestTabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={tabId(tab.value)}
            aria-controls={tab.value === selected ? panelId : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} sx={{ pt: 2 }}>
        <HealthTestCarousel tab={selected} />
      </Box>
    </Section>
  );
}
