import { useId, useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useSampleCollection } from '@/features/catalogue/api/get-sample-collection';
import {
  collectionMethodKeys,
  DEFAULT_COLLECTION_METHOD,
  type CollectionMethodKey,
} from '@/features/catalogue/model/collection-methods';
import type { CollectionMethod, SampleCollection as SampleCollectionData } from '@/features/catalogue/schemas/sample-collection';
import { CollectionSteps } from '@/features/catalogue/components/sample-collection/components/collection-steps';
import { pillTabSx } from '@/features/catalogue/components/pill-tab';

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
    errorMessage: 'Failed to load data.',
    emptyMessage: 'No collection methods available.',
    isEmpty: (data) => methodsOf(data).length === 0,
    skeleton: <Skeleton variant="rounded" sx={(theme) => ({ height: { xs: theme.spacing(120), sm: theme.spacing(66), md: theme.spacing(40) } })} />,
  });

  return (
    <DataState status={status} loadingLabel="Loading collection methods">
      <Tabs
        value={current ?? false}
        onChange={(_: SyntheticEvent, key: CollectionMethodKey) => setSelected(key)}
        aria-label="Sample collection methods"
        selectionFollowsFocus
        slotProps={{ indicator: { sx: { display: 'none' } } }}
        sx={{ minHeight: 0, '& .MuiTabs-list': { flexWrap: 'wrap', gap: 1 } }}
      >
        {methods.map(([key, method]) => (
          <Tab key={key} value={key} label={method.title} id={`${baseId}-tab-${key}`} aria-controls={`${baseId}-panel-${key}`} sx={pillTabSx} />
        ))}
      </Tabs>
      <Box sx={{ display: 'grid', pt: 3 }}>
        {methods.map(([key, method]) => (
          // The steps hold no control, so (APG tabs) the visible panel takes focus itself.
          <Box
            key={key}
            role="tabpanel"
            id={`${baseId}-panel-${key}`}
            aria-labelledby={`${baseId}-tab-${key}`}
            tabIndex={key === current ? 0 : -1}
            sx={{ gridArea: '1 / 1', visibility: key === current ? 'visible' : 'hidden' }}
          >
            <CollectionSteps steps={method.steps} />
          </Box>
        ))}
      </Box>
    </DataState>
  );
}
