type BudgetName = 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'accessibility' | 'bestPractices' | 'seo' | 'jsToHydrate' | 'scriptTaskMs' | 'inlineCss' | 'interactionMs';

export declare const KB: number;
export declare const BUDGETS: Record<BudgetName, { text: string; met: (value: number) => boolean }>;
export declare function judge(key: BudgetName, value: number | null | undefined): { value: number | null | undefined; budget: string; met: boolean };
