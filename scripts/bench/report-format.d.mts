type BudgetName =
  | 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'accessibility' | 'bestPractices' | 'seo' | 'jsToHydrate' | 'scriptTaskMs' | 'inlineCss' | 'interactionMs'
  | 'liveLeadP95Ms' | 'inboxPageP95Ms' | 'beaconsPerSecond' | 'beaconP99Ms' | 'beaconNon2xx' | 'vitalsReportMs';

export declare const KB: number;
export declare const BUDGETS: Record<BudgetName, { text: string; met: (value: number) => boolean }>;
export declare function judge(key: BudgetName, value: number | null | undefined): { value: number | null | undefined; budget: string; met: boolean };
