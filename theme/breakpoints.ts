/**
 * Spec breakpoints: carousels show 1 item under 768 px, 2 under 1024 px, else 3. A module of its own, so plain
 * components that read them do not bring the colour ramps along.
 */
export const breakpointValues = { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
