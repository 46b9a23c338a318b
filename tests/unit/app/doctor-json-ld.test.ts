import { describe, expect, it } from 'vitest';
import { doctorsJsonLd, medicalSpecialtiesOf } from '@/app/seo/doctor-json-ld';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { catalogueFixture } from '@mocks/fixtures/catalogue';

const doctors = catalogueFixture(doctorsPath);
const withFiles = (files: Record<string, unknown>) => ({ params: {}, read: (path: string) => files[path] });

describe('structured data of the our doctors page', () => {
  it('describes every doctor of the data file as a Physician with absolute image, phone, e-mail and profile anchor', () => {
    const nodes = doctorsJsonLd(withFiles({ [doctorsPath]: doctors }));
    expect(nodes.map((node) => node.name)).toEqual(doctors.map((doctor) => doctor.name));
    const [first] = doctors;
    if (!first) throw new Error('the doctors fixture is empty');
    expect(nodes[0]).toEqual({
      '@type': 'Physician',
      '@id': 'https://www.healvia.example/our-doctors#dr-meera-raghunathan',
      name: 'Dr. Meera Raghunathan',
      description: `Consultant Dermatologist. ${first.about}`,
      medicalSpecialty: 'https://schema.org/Dermatology',
      knowsAbout: first.expertise,
      image: 'https://www.healvia.example/images/doctors/meera-raghunathan.svg',
      telephone: '+918047182400',
      email: 'care@healvia.example',
      url: 'https://www.healvia.example/our-doctors#dr-meera-raghunathan',
      parentOrganization: { '@id': 'https://www.healvia.example/#organization' },
    });
    for (const node of nodes) {
      expect(node).toMatchObject({ '@type': 'Physician', image: expect.stringMatching(/^https:\/\//), telephone: expect.stringMatching(/^\+\d+$/) });
    }
  });

  it('names schema.org specialties only where the title says one, several when it says several', () => {
    expect(medicalSpecialtiesOf('Consultant Gynecologist & Obstetrician')).toEqual([
      'https://schema.org/Gynecologic',
      'https://schema.org/Obstetric',
    ]);
    expect(medicalSpecialtiesOf('Senior Consultant – Cardiology')).toEqual(['https://schema.org/Cardiovascular']);
    expect(medicalSpecialtiesOf('Consultant ENT Surgeon')).toEqual(['https://schema.org/Otolaryngologic']);
    expect(medicalSpecialtiesOf('Consultant Ophthalmologist')).toEqual([]);
  });

  it('adds nothing while the data file is not loaded', () => {
    expect(doctorsJsonLd(withFiles({}))).toEqual([]);
  });
});
