import type { PageMeta } from '@/app/page-contract';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { doctorsJsonLd } from '@/app/seo/doctor-json-ld';

export const ourDoctorsEntry = {
  title: 'Our doctors',
  description:
    'Meet our specialists: dermatology, cardiology, gynaecology, paediatrics and more. Their training, experience and expertise, and how to reach them.',
  heading: 'Our Doctors',
  dataFiles: () => [doctorsPath],
  jsonLd: doctorsJsonLd,
} as const satisfies PageMeta;
