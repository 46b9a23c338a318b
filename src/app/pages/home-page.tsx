import Container from '@mui/material/Container';
import { Section } from '@/design-system/section/section';
import { ServiceTileStrip } from '@/features/catalogue/components/service-tile-strip';
import { DermaEssentials } from '@/features/catalogue/components/derma-essentials/derma-essentials';
import { HealthTests } from '@/features/catalogue/components/health-tests/health-tests';
import { SymptomsSpecialities } from '@/features/catalogue/components/symptoms-specialities/symptoms-specialities';
import { ScansGrid } from '@/features/catalogue/components/scans-grid/scans-grid';
import { BookAppointmentButton } from '@/features/leads/components/book-appointment-button';
import { HomeHero } from '@/app/pages/home/home-hero';
import { HomeLowerSections } from '@/app/pages/home/home-lower-sections';

/** Home: hero, services, the catalogue blocks of spec §2 in order, then care programs, self-checks and feedback. */
export function HomePage() {
  return (
    <>
      <HomeHero action={<BookAppointmentButton />} />
      <Container maxWidth="lg">
        <Section title="Explore our services" description="Everything you need for your health, in one place.">
          <ServiceTileStrip />
        </Section>
        <DermaEssentials />
        <HealthTests />
        <SymptomsSpecialities />
        <ScansGrid />
        <HomeLowerSections />
      </Container>
    </>
  );
}
