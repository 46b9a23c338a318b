import { deferHydration } from '@/design-system/deferred/defer-hydration';

// What a visitor only reads: prerendered HTML whose code (and text) loads only once touched; links work meanwhile.
// One chunk for all four: every chunk adds its name to the runtime every page boots with.
const load = () => import('@/app/pages/consultation/read-only-sections');

export const OfferBanner = deferHydration(() => load().then((module) => module.OfferBanner), 'interaction', { plain: true });
export const MembershipBlock = deferHydration(() => load().then((module) => module.MembershipBlock), 'interaction', { plain: true });
export const HowItWorks = deferHydration(() => load().then((module) => module.HowItWorks), 'interaction', { plain: true });
export const GetTheApp = deferHydration(() => load().then((module) => module.GetTheApp), 'interaction', { plain: true });
