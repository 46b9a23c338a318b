export { GetTheApp } from '@/app/pages/consultation/get-the-app';
export { HowItWorks } from '@/app/pages/consultation/how-it-works';
export { MembershipBlock } from '@/app/pages/consultation/membership-block';
export { OfferBanner } from '@/app/pages/consultation/offer-banner';
