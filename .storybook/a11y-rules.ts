/** axe as the site is judged: WCAG 2.0–2.2 A/AA plus best practice. */
export const axeRunOnly = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules tagged experimental, which the tags above leave out, turned on one by one. Label in Name (WCAG 2.5.3,
 * level A): a voice-control user says what they see, so an accessible name must contain the visible label.
 */
export const axeExperimentalRules = { 'label-content-name-mismatch': { enabled: true } };

/** Page-level rules that a component rendered alone cannot meet; pages are checked by the E2E suite. */
export const componentOnlyDisabledRules = ['region', 'landmark-one-main', 'page-has-heading-one'];
