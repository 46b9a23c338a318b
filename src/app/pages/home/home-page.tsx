import { PageContainer } from '@/design-system/page/page-container';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { ServiceTileStrip } from '@/features/catalogue/components/service-tile-strip/service-tile-strip';
import { BookAppointmentButton } from '@/features/leads/components/book-appointment-button';
import { HomeHero } from '@/app/pages/home/home-hero';
import { homeMessages } from '@/app/pages/home/home-messages';

// Below the fold: each loads and hydrates as it comes into view.
const DermaEssentials = deferHydration(
  () => import('@/features/catalogue/components/derma-essentials/derma-essentials').then((module) => module.DermaEssentials),
  'visible',
  { plain: true },
);
const HealthTests = deferHydration(() => import('@/features/catalogue/components/health-tests/health-tests').then((module) => module.HealthTests), 'visible', {
  plain: true,
});
const SymptomsSpecialities = deferHydration(
  () => import('@/features/catalogue/components/symptoms-specialities/symptoms-specialities').then((module) => module.SymptomsSpecialities),
  'visible',
  { plain: true },
);
const ScansGrid = deferHydration(() => import('@/features/catalogue/components/scans-grid/scans-grid').then((module) => module.ScansGrid), 'visible', {
  plain: true,
});
const HomeLowerSections = deferHydration(() => import('@/app/pages/home/home-lower-sections').then((module) => module.HomeLowerSections), 'visible', {
  plain: true,
});

/** Home: hero, services, the catalogue blocks of spec §2 in order, then care programs, self-checks and feedback. */
export function HomePage() {
  return (
    <>
      <HomeHero action={<BookAppointmentButton />} />
      <PageContainer flushTop>
        <Section title={homeMessages.servicesTitle} description={homeMessages.servicesDescription}>
          <ServiceTileStrip />
        </Section>
        <DermaEssentials />
        <HealthTests />
        <SymptomsSpecialities />
        <ScansGrid />
        <HomeLowerSections />
      </PageContainer>
    </>
  );
}
