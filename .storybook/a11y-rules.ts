/** axe as the site is judged: WCAG 2.0–2.2 A/AA plus best practice. */
export const axeRunOnly = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Page-level rules that a component rendered alone cannot meet; pages are checked by the E2E suite. */
export const componentOnlyDisabledRules = ['region', 'landmark-one-main', 'page-has-heading-one'];
