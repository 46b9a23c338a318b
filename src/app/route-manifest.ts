import type { RouteEntry } from '@/app/page-contract';
import { pageRoutes } from '@/app/routing/page-routes';
import { aboutEntry } from '@/app/pages/about/entry';
import { authEntry } from '@/app/pages/auth/entry';
import { blogEntry } from '@/app/pages/blog/entry';
import { bloodPressureMonitorEntry } from '@/app/pages/blood-pressure-monitor/entry';
import { careProgramsEntry } from '@/app/pages/care-programs/entry';
import { careersEntry } from '@/app/pages/careers/entry';
import { consultationEntry } from '@/app/pages/consultation/entry';
import { contactEntry } from '@/app/pages/contact/entry';
import { doctorOnboardEntry } from '@/app/pages/doctor-registration/entry';
import { healthCheckDetailEntry } from '@/app/pages/health-check-detail/entry';
import { homeEntry } from '@/app/pages/home/entry';
import { hospitalOnboardEntry } from '@/app/pages/hospital-registration/entry';
import { labTestDetailEntry } from '@/app/pages/lab-test-detail/entry';
import { labsEntry } from '@/app/pages/labs/entry';
import { medicalServicesEntry } from '@/app/pages/medical-services/entry';
import { medicinesEntry } from '@/app/pages/medicines/entry';
import { onboardEntry } from '@/app/pages/onboarding/entry';
import { opdEntry } from '@/app/pages/opd/entry';
import { ourDoctorsEntry } from '@/app/pages/our-doctors/entry';
import { packageDetailEntry } from '@/app/pages/package-detail/entry';
import { patientOnboardEntry } from '@/app/pages/patient-registration/entry';
import { pressEntry } from '@/app/pages/press/entry';
import { privacyEntry } from '@/app/pages/privacy/entry';
import { scansEntry } from '@/app/pages/scans/entry';
import { searchEntry } from '@/app/pages/search/entry';
import { selfCheckEntry } from '@/app/pages/self-check/entry';
import { skincareEntry } from '@/app/pages/skincare/entry';
import { termsEntry } from '@/app/pages/terms/entry';
import { testsEntry } from '@/app/pages/tests/entry';
import { toolsTrackersEntry } from '@/app/pages/tools-trackers/entry';
import { productCatalogueManifest } from '@/app/pages/product-catalogue/manifest';

/**
 * Every routed page, by route name: its route (path, screen) joined with its metadata, in the order the route
 * table matches them. The prerender, the head after a navigation, the sitemap, search and the bench read this;
 * the browser boots with `pageRoutes` alone.
 */
export const routeManifest = {
  home: { ...pageRoutes.home, ...homeEntry },
  consultation: { ...pageRoutes.consultation, ...consultationEntry },
  skincare: { ...pageRoutes.skincare, ...skincareEntry },
  opd: { ...pageRoutes.opd, ...opdEntry },
  medicines: { ...pageRoutes.medicines, ...medicinesEntry },
  carePrograms: { ...pageRoutes.carePrograms, ...careProgramsEntry },
  toolsTrackers: { ...pageRoutes.toolsTrackers, ...toolsTrackersEntry },
  bloodPressureMonitor: { ...pageRoutes.bloodPressureMonitor, ...bloodPressureMonitorEntry },
  about: { ...pageRoutes.about, ...aboutEntry },
  auth: { ...pageRoutes.auth, ...authEntry },
  selfCheck: { ...pageRoutes.selfCheck, ...selfCheckEntry },
  contact: { ...pageRoutes.contact, ...contactEntry },
  packageDetail: { ...pageRoutes.packageDetail, ...packageDetailEntry },
  healthCheckDetail: { ...pageRoutes.healthCheckDetail, ...healthCheckDetailEntry },
  labTestDetail: { ...pageRoutes.labTestDetail, ...labTestDetailEntry },
  tests: { ...pageRoutes.tests, ...testsEntry },
  scans: { ...pageRoutes.scans, ...scansEntry },
  medicalServices: { ...pageRoutes.medicalServices, ...medicalServicesEntry },
  ourDoctors: { ...pageRoutes.ourDoctors, ...ourDoctorsEntry },
  privacy: { ...pageRoutes.privacy, ...privacyEntry },
  terms: { ...pageRoutes.terms, ...termsEntry },
  blog: { ...pageRoutes.blog, ...blogEntry },
  careers: { ...pageRoutes.careers, ...careersEntry },
  press: { ...pageRoutes.press, ...pressEntry },
  ...productCatalogueManifest,
  labs: { ...pageRoutes.labs, ...labsEntry },
  onboard: { ...pageRoutes.onboard, ...onboardEntry },
  patientOnboard: { ...pageRoutes.patientOnboard, ...patientOnboardEntry },
  doctorOnboard: { ...pageRoutes.doctorOnboard, ...doctorOnboardEntry },
  hospitalOnboard: { ...pageRoutes.hospitalOnboard, ...hospitalOnboardEntry },
  search: { ...pageRoutes.search, ...searchEntry },
} as const satisfies { [Name in keyof typeof pageRoutes]: RouteEntry };
