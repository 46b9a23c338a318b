import { useId, useState } from 'react';
import { Section } from '@/design-system/section/section';
import { TabList } from '@/design-system/tabs/tab-list';
import { HealthTestCarousel } from '@/features/catalogue/components/health-tests/components/health-test-carousel';
import { healthTestTabs, type HealthTestTab } from '@/features/catalogue/components/health-tests/components/health-test-tabs';
import { healthTestsMessages } from '@/features/catalogue/components/health-tests/health-tests-messages';
import styles from '@/features/catalogue/components/health-tests/health-tests.module.css';

/**
 * Home's tabbed block: Popular Health Checks (default) and Prescribed Lab Tests. The tabs share one
 * panel, labelled by the selected tab, whose carousel returns to the first card on every switch. Plain HTML.
 */
export function HealthTests() {
  const baseId = useId();
  const [selected, setSelected] = useState<HealthTestTab>('health-checks');
  const tabId = (value: HealthTestTab) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;

  return (
    <Section
      title={healthTestsMessages.title}
      eyebrow={healthTestsMessages.eyebrow}
      description={healthTestsMessages.description}
    >
      {/* Arrow keys move between the two tabs and Enter selects, as before: each switch restarts the carousel. */}
      <TabList
        label={healthTestsMessages.tabsLabel}
        look="underline"
        activation="manual"
        className={styles.tabs}
        value={selected}
        onChange={setSelected}
        tabs={healthTestTabs.map((tab) => ({
          value: tab.value,
          label: tab.label,
          id: tabId(tab.value),
          controls: tab.value === selected ? panelId : undefined,
        }))}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={styles.panel}>
        <HealthTestCarousel tab={selected} />
      </div>
    </Section>
  );
}
