import type { PageMeta } from '@/app/page-contract';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { doctorsJsonLd } from '@/app/seo/doctor-json-ld';
import { ourDoctorsMessages } from '@/app/pages/our-doctors/our-doctors-messages';

export const ourDoctorsEntry = {
  title: ourDoctorsMessages.title,
  description: ourDoctorsMessages.description,
  heading: ourDoctorsMessages.heading,
  dataFiles: () => [doctorsPath],
  jsonLd: doctorsJsonLd,
} as const satisfies PageMeta;
