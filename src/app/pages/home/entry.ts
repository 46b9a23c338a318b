import type { PageMeta } from '@/app/page-contract';
import { careProgramsPath } from '@/features/catalogue/api/get-care-programs';
import { feedbackPath } from '@/features/catalogue/api/get-feedback';
import { healthChecksPath } from '@/features/catalogue/api/get-health-checks';
import { labTestsPath } from '@/features/catalogue/api/get-lab-tests';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { selfChecksPath } from '@/features/catalogue/api/get-self-checks';
import { skincarePackagesPath } from '@/features/catalogue/api/get-skincare-packages';
import { specialitiesPath } from '@/features/catalogue/api/get-specialities';
import { symptomsPath } from '@/features/catalogue/api/get-symptoms';
import { homeMessages } from '@/app/pages/home/home-messages';

export const homeEntry = {
  title: homeMessages.title,
  description: homeMessages.description,
  heading: homeMessages.heading,
  dataFiles: () => [
    skincarePackagesPath,
    healthChecksPath,
    labTestsPath,
    symptomsPath,
    specialitiesPath,
    scansPath,
    careProgramsPath,
    selfChecksPath,
    feedbackPath,
  ],
} as const satisfies PageMeta;
