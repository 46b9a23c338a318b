import { useId, useState } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import { stackedPanelClassName, stackedPanelsClassName } from '@/design-system/tabs/stacked-panels';
import { TabList } from '@/design-system/tabs/tab-list';
import { useSampleCollection } from '@/features/catalogue/api/get-sample-collection';
import {
  collectionMethodKeys,
  DEFAULT_COLLECTION_METHOD,
  type CollectionMethodKey,
} from '@/features/catalogue/model/collection-methods';
import type { CollectionMethod, SampleCollection as SampleCollectionData } from '@/features/catalogue/schemas/sample-collection';
import { CollectionSteps } from '@/features/catalogue/components/sample-collection/components/collection-steps';
import { sampleCollectionMessages } from '@/features/catalogue/components/sample-collection/sample-collection-messages';
import styles from '@/features/catalogue/components/sample-collection/sample-collection.module.css';

type MethodEntry = [CollectionMethodKey, CollectionMethod];

function methodsOf(data: SampleCollectionData | undefined): MethodEntry[] {
  return collectionMethodKeys.flatMap((key): MethodEntry[] => {
    const method = data?.collectionMethods[key];
    return method ? [[key, method]] : [];
  });
}

/**
 * How a sample is collected: one tab per method (home by default) with its steps. As with the test
 * categories, the panels share one grid cell so switching never moves the page below.
 */
export function SampleCollection() {
  const response = useSampleCollection();
  const baseId = useId();
  const [selected, setSelected] = useState<CollectionMethodKey>(DEFAULT_COLLECTION_METHOD);
  const methods = methodsOf(response.data);
  const current = methods.some(([key]) => key === selected) ? selected : methods[0]?.[0];
  const status = dataStateOf(response, {
    errorMessage: sampleCollectionMessages.error,
    emptyMessage: sampleCollectionMessages.empty,
    isEmpty: (data) => methodsOf(data).length === 0,
    skeleton: (
      <div className={styles.skeleton}>
        <Skeleton variant="rounded" className={styles.block} />
      </div>
    ),
  });

  return (
    <DataState status={status} loadingLabel={sampleCollectionMessages.loading}>
      {current !== undefined && (
        <TabList
          label={sampleCollectionMessages.tabsLabel}
          look="pill"
          value={current}
          onChange={setSelected}
          tabs={methods.map(([key, method]) => ({ value: key, label: method.title, id: `${baseId}-tab-${key}`, controls: `${baseId}-panel-${key}` }))}
        />
      )}
      <div className={stackedPanelsClassName}>
        {methods.map(([key, method]) => (
          // The steps hold no control, so (APG tabs) the visible panel takes focus itself.
          <div
            key={key}
            role="tabpanel"
            id={`${baseId}-panel-${key}`}
            aria-labelledby={`${baseId}-tab-${key}`}
            tabIndex={key === current ? 0 : -1}
            className={stackedPanelClassName(key === current)}
          >
            <CollectionSteps steps={method.steps} />
          </div>
        ))}
      </div>
    </DataState>
  );
}
