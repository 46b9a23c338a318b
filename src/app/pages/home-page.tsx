import Container from '@mui/material/Container';
import { Section } from '@/design-system/section/section';
import { ServiceTileStrip } from '@/features/catalogue/components/service-tile-strip';
import { BookAppointmentButton } from '@/features/leads/components/book-appointment-button';
import { HomeHero } from '@/app/pages/home/home-hero';
import { HomeLowerSections } from '@/app/pages/home/home-lower-sections';

/** Home: hero and services; the catalogue blocks join as their screens land. */
export function HomePage() {
  return (
    <>
      <HomeHero action={<BookAppointmentButton />} />
      <Container maxWidth="lg">
        <Section title="Explore our services" description="Everything you need for your health, in one place.">
          <ServiceTileStrip />
        </Section>
        <HomeLowerSections />
      </Container>
    </>
  );
}
