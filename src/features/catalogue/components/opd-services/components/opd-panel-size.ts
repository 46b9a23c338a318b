/** Minimum height of a service panel in theme spacing units, shared with its skeleton so loading shifts nothing. */
export const opdPanelMinHeight = { xs: 52, sm: 34 } as const;

/** Height of the tab row in theme spacing units (MUI tabs are 48 px tall). */
export const opdTabRowHeight = 6;
