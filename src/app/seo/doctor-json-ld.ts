import type { JsonLdNode, PageContext } from '@/app/page-contract';
import { absoluteUrl } from '@/app/seo/absolute-url';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { doctorProfilePath, telHref } from '@/features/catalogue/model/doctor-links';
import type { DoctorProfile } from '@/features/catalogue/schemas/doctor-profile';

// schema.org's MedicalSpecialty members for the titles the data uses; a title without one gets none rather than a guess.
const specialtyPatterns: readonly (readonly [RegExp, string])[] = [
  [/dermatolog/i, 'Dermatology'],
  [/cardiolog/i, 'Cardiovascular'],
  [/gyn(a)?ecolog/i, 'Gynecologic'],
  [/obstetric/i, 'Obstetric'],
  [/general physician/i, 'PrimaryCare'],
  [/pa?ediatric/i, 'Pediatric'],
  [/orthop(a)?edic/i, 'Musculoskeletal'],
  [/endocrinolog/i, 'Endocrine'],
  [/\bENT\b|otolaryngolog/i, 'Otolaryngologic'],
  [/psychiatr/i, 'Psychiatric'],
  [/gastroenterolog/i, 'Gastroenterologic'],
  [/pulmonolog/i, 'Pulmonary'],
];

/** The schema.org MedicalSpecialty URLs a doctor's title names. */
export function medicalSpecialtiesOf(title: string): string[] {
  return specialtyPatterns.filter(([pattern]) => pattern.test(title)).map(([, specialty]) => `https://schema.org/${specialty}`);
}

/** One doctor profile as a schema.org Physician, identified by its anchor on /our-doctors and tied to the organisation. */
export function physicianNode(doctor: DoctorProfile): JsonLdNode {
  const url = absoluteUrl(doctorProfilePath(doctor.name));
  const specialties = medicalSpecialtiesOf(doctor.title);
  return {
    '@type': 'Physician',
    '@id': url,
    name: doctor.name,
    description: `${doctor.title}. ${doctor.about}`,
    ...(specialties.length > 0 && { medicalSpecialty: specialties.length === 1 ? specialties[0] : specialties }),
    knowsAbout: doctor.expertise,
    image: absoluteUrl(doctor.image),
    telephone: telHref(doctor.contact.helpline).replace(/^tel:/, ''),
    email: doctor.contact.email,
    url,
    parentOrganization: { '@id': absoluteUrl('/#organization') },
  };
}

/** The our doctors page: a Physician per profile of the data file; none while it is not loaded. */
export function doctorsJsonLd(page: PageContext): JsonLdNode[] {
  const contents = page.read(doctorsPath);
  return Array.isArray(contents) ? (contents as DoctorProfile[]).map(physicianNode) : [];
}
