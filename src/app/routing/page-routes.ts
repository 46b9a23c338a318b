import type { PageRoute } from '@/app/page-contract';
import { homeRoute } from '@/app/pages/home/route';
import { consultationRoute } from '@/app/pages/consultation/route';
import { skincareRoute } from '@/app/pages/skincare/route';
import { opdRoute } from '@/app/pages/opd/route';
import { medicinesRoute } from '@/app/pages/medicines/route';
import { careProgramsRoute } from '@/app/pages/care-programs/route';
import { toolsTrackersRoute } from '@/app/pages/tools-trackers/route';
import { bloodPressureMonitorRoute } from '@/app/pages/blood-pressure-monitor/route';
import { aboutRoute } from '@/app/pages/about/route';
import { authRoute } from '@/app/pages/auth/route';
import { selfCheckRoute } from '@/app/pages/self-check/route';
import { contactRoute } from '@/app/pages/contact/route';
import { packageDetailRoute } from '@/app/pages/package-detail/route';
import { healthCheckDetailRoute } from '@/app/pages/health-check-detail/route';
import { labTestDetailRoute } from '@/app/pages/lab-test-detail/route';
import { testsRoute } from '@/app/pages/tests/route';
import { scansRoute } from '@/app/pages/scans/route';
import { medicalServicesRoute } from '@/app/pages/medical-services/route';
import { ourDoctorsRoute } from '@/app/pages/our-doctors/route';
import { privacyRoute } from '@/app/pages/privacy/route';
import { termsRoute } from '@/app/pages/terms/route';
import { blogRoute } from '@/app/pages/blog/route';
import { careersRoute } from '@/app/pages/careers/route';
import { pressRoute } from '@/app/pages/press/route';
import { productCatalogueRoutes } from '@/app/pages/product-catalogue/routes';
import { labsRoute } from '@/app/pages/labs/route';
import { onboardRoute } from '@/app/pages/onboarding/route';
import { patientOnboardRoute } from '@/app/pages/patient-registration/route';
import { doctorOnboardRoute } from '@/app/pages/doctor-registration/route';
import { hospitalOnboardRoute } from '@/app/pages/hospital-registration/route';
import { searchRoute } from '@/app/pages/search/route';

/**
 * Every routed page's path and screen, by route name, in the order the route table matches them: what the browser
 * boots with. Their metadata (titles, descriptions, JSON-LD) is in the route manifest, which joins the two.
 */
export const pageRoutes = {
  home: homeRoute,
  consultation: consultationRoute,
  skincare: skincareRoute,
  opd: opdRoute,
  medicines: medicinesRoute,
  carePrograms: careProgramsRoute,
  toolsTrackers: toolsTrackersRoute,
  bloodPressureMonitor: bloodPressureMonitorRoute,
  about: aboutRoute,
  auth: authRoute,
  selfCheck: selfCheckRoute,
  contact: contactRoute,
  packageDetail: packageDetailRoute,
  healthCheckDetail: healthCheckDetailRoute,
  labTestDetail: labTestDetailRoute,
  tests: testsRoute,
  scans: scansRoute,
  medicalServices: medicalServicesRoute,
  ourDoctors: ourDoctorsRoute,
  privacy: privacyRoute,
  terms: termsRoute,
  blog: blogRoute,
  careers: careersRoute,
  press: pressRoute,
  ...productCatalogueRoutes,
  labs: labsRoute,
  onboard: onboardRoute,
  patientOnboard: patientOnboardRoute,
  doctorOnboard: doctorOnboardRoute,
  hospitalOnboard: hospitalOnboardRoute,
  search: searchRoute,
} as const satisfies Record<string, PageRoute>;
