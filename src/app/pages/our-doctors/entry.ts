import type { PageMeta } from '@/app/page-contract';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { doctorsJsonLd } from '@/app/seo/doctor-json-ld';
import { ourDoctorsEntryMessages } from '@/app/pages/our-doctors/our-doctors-entry-messages';

export const ourDoctorsEntry = {
  title: ourDoctorsEntryMessages.title,
  description: ourDoctorsEntryMessages.description,
  heading: ourDoctorsEntryMessages.heading,
  dataFiles: () => [doctorsPath],
  jsonLd: doctorsJsonLd,
} as const satisfies PageMeta;
