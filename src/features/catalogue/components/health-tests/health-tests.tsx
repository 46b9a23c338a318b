import { useId, useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { tokens } from '@theme/tokens';
import { Section } from '@/design-system/section/section';
import { HealthCheckCarousel } from '@/features/catalogue/components/health-tests/components/health-check-carousel';
import { HealthTestPanel } from '@/features/catalogue/components/health-tests/components/health-test-panel';
import { LabTestCarousel } from '@/features/catalogue/components/health-tests/components/lab-test-carousel';

const tabs = [
  { value: 'health-checks', label: 'Popular Health Checks' },
  { value: 'lab-tests', label: 'Prescribed Lab Tests' },
] as const;

type HealthTestTab = (typeof tabs)[number]['value'];

/**
 * Home's tabbed block: Popular Health Checks (default) and Prescribed Lab Tests. Both panels stay
 * mounted; switching tabs returns both carousels to their first card.
 */
export function HealthTests() {
  const baseId = useId();
  const [selected, setSelected] = useState<HealthTestTab>('health-checks');
  const tabId = (value: HealthTestTab) => `${baseId}-tab-${value}`;
  const panelId = (value: HealthTestTab) => `${baseId}-panel-${value}`;

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
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} id={tabId(tab.value)} aria-controls={panelId(tab.value)} />
        ))}
      </Tabs>
      <HealthTestPanel id={panelId('health-checks')} tabId={tabId('health-checks')} active={selected === 'health-checks'}>
        <HealthCheckCarousel resetKey={selected} />
      </HealthTestPanel>
      <HealthTestPanel id={panelId('lab-tests')} tabId={tabId('lab-tests')} active={selected === 'lab-tests'}>
        <LabTestCarousel resetKey={selected} />
      </HealthTestPanel>
    </Section>
  );
}
