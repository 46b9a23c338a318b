import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

type HealthTestPanelProps = {
  /** Id of the panel, which its tab controls. */
  id: string;
  /** Id of the tab that labels the panel. */
  tabId: string;
  /** Whether this panel's tab is selected; the other panel stays mounted but hidden. */
  active: boolean;
  /** The panel's content. */
  children: ReactNode;
};

/** An APG tab panel labelled by its tab. */
export function HealthTestPanel({ id, tabId, active, children }: HealthTestPanelProps) {
  return (
    <Box role="tabpanel" id={id} aria-labelledby={tabId} hidden={!active} sx={{ pt: 2 }}>
      {children}
    </Box>
  );
}
