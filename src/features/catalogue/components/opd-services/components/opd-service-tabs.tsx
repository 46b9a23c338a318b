import { useId, useState } from 'react';
import { TabList } from '@/design-system/tabs/tab-list';
import type { OpdService } from '@/features/catalogue/schemas/opd-service';
import { OpdServicePanel } from '@/features/catalogue/components/opd-services/components/opd-service-panel';

type OpdServiceTabsProps = {
  /** The categories, in the order of the data file. */
  services: readonly OpdService[];
  /** Accessible name of the tab list. */
  label: string;
};

/**
 * APG tabs with automatic activation: arrow keys, Home and End move between categories and show each at
 * once. Every panel is in the markup (the inactive ones hidden), so the prerendered page carries them all.
 */
export function OpdServiceTabs({ services, label }: OpdServiceTabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(services.length - 1, 0));
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div>
      {/* Pills that wrap onto more rows, so every category is in sight at any width (no scrolling tab strip);
          the skeleton's pills have their widths, so loading wraps the same way. */}
      <TabList
        label={label}
        look="pill"
        value={current}
        onChange={setSelected}
        tabs={services.map((service, index) => ({ value: index, label: service.category, id: tabId(index), controls: panelId(index) }))}
      />
      {services.map((service, index) => (
        <OpdServicePanel
          key={service.category}
          service={service}
          id={panelId(index)}
          labelledBy={tabId(index)}
          hidden={index !== current}
        />
      ))}
    </div>
  );
}
