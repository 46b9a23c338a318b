import { deferHydration } from '@/design-system/deferred/defer-hydration';

/** A page's FAQ accordion, always below the fold: loads and hydrates as it comes into view, or when touched. */
export const DeferredFaqBlock = deferHydration(() => import('@/features/catalogue/components/faq/faq-block').then((module) => module.FaqBlock), 'visible');

/** The inline callback form near the foot of a page: loads and hydrates as it comes into view, or when touched. */
export const DeferredCallbackBlock = deferHydration(
  () => import('@/features/leads/components/callback-block').then((module) => module.CallbackBlock),
  'visible',
);
