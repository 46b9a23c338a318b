import { siteConfig } from '@/lib/site-config';
import { serviceTilesPath } from '@/features/catalogue/api/get-service-tiles';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { careProgramsPath } from '@/features/catalogue/api/get-care-programs';
import { consultationReasonsPath } from '@/features/catalogue/api/get-consultation-reasons';
import { consultationSpecialitiesPath } from '@/features/catalogue/api/get-consultation-specialities';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { feedbackPath } from '@/features/catalogue/api/get-feedback';
import { healthChecksPath } from '@/features/catalogue/api/get-health-checks';
import { labTestsPath } from '@/features/catalogue/api/get-lab-tests';
import { medicineOffersPath } from '@/features/catalogue/api/get-medicine-offers';
import { opdServicesPath } from '@/features/catalogue/api/get-opd-services';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { ONBOARDING_CHOOSER_PATH, REGISTRATION_PATHS } from '@/features/onboarding/components/registration-paths';
import { selfChecksPath } from '@/features/catalogue/api/get-self-checks';
import { skincarePackagesPath } from '@/features/catalogue/api/get-skincare-packages';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { specialitiesPath } from '@/features/catalogue/api/get-specialities';
import { symptomsPath } from '@/features/catalogue/api/get-symptoms';
import { careProgramsJsonLd, homeJsonLd, skincareJsonLd } from '@/app/seo/catalogue-json-ld';
import { packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { healthCheckDetailsPath } from '@/features/catalogue/api/get-health-check-details';
import { labTestDetailsPath } from '@/features/catalogue/api/get-lab-test-details';
import { healthCheckDetailJsonLd, labTestDetailJsonLd, packageDetailJsonLd } from '@/app/seo/detail-json-ld';
import {
  healthCheckDetailDescription,
  healthCheckDetailTitle,
  labTestDetailDescription,
  labTestDetailTitle,
  packageDetailDescription,
  packageDetailTitle,
} from '@/app/seo/detail-page-text';
import { checkupPackagesPath } from '@/features/catalogue/api/get-checkup-packages';
import { labTestsByCategoryPath } from '@/features/catalogue/api/get-lab-tests-by-category';
import { healthScansPath } from '@/features/catalogue/api/get-health-scans';
import { sampleCollectionPath } from '@/features/catalogue/api/get-sample-collection';
import { bookedScansPath } from '@/features/catalogue/api/get-booked-scans';
import { scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { scanServicesDescription, scanServicesTitle, scanIdsOf, scanServicesKind } from '@/app/pages/medical-services/scan-service-page-text';
import { medicalServicesJsonLd, scansJsonLd, testsJsonLd } from '@/app/seo/scan-json-ld';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { blogPostsPath } from '@/features/catalogue/api/get-blog-posts';
import { careerOpeningsPath } from '@/features/catalogue/api/get-career-openings';
import { pressItemsPath } from '@/features/catalogue/api/get-press-items';
import { doctorsJsonLd } from '@/app/seo/doctor-json-ld';
import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { productCategoryTitles } from '@/features/catalogue/model/product-categories';
import { nearbyCentresJsonLd } from '@/app/seo/nearby-centres-json-ld';
import { SEARCH_RESULTS_PATH } from '@/features/search/model/search-paths';
import { productCatalogueJsonLd } from '@/app/seo/product-catalogue-json-ld';

/** What a page's metadata may draw on: its URL parameters and the data files it reads. */
export type PageContext = {
  /** The route's parameters, e.g. `{ id: '3' }` for /package-details/3. */
  params: Readonly<Record<string, string | undefined>>;
  /** The parsed contents of one of the page's data files; undefined while it is not loaded. */
  read: (dataFile: string) => unknown;
};

/** A fixed text, or one drawn from the page's record (undefined while the record is unknown). */
export type PageText = string | ((page: PageContext) => string | undefined);

/** A schema.org node in JSON-LD, e.g. `{ '@type': 'Physician', name: … }`. */
export type JsonLdNode = Record<string, unknown>;

/**
 * One routed page. From this entry alone the page is routed, prerendered with its data, titled,
 * described to search engines, listed in the sitemap and measured by `npm run bench`
 * (its screen component is registered in route-screens.ts, which TypeScript makes you fill in).
 */
export type RouteEntry = {
  /** react-router path; a detail route has one `:id` parameter. */
  path: string;
  /** Document title before the brand suffix. */
  title: PageText;
  /** Meta description: one or two sentences, under ~160 characters. */
  description: PageText;
  /** Text of a static screen's h1, which receives focus after navigation; detail screens take it from their record. */
  heading?: string;
  /** Data files the screen reads (their SWR keys), embedded in the prerendered page so nothing refetches. */
  dataFiles?: (params: PageContext['params']) => readonly string[];
  /** For a detail route: the data file listing every record, and the ids to prerender from it. */
  ids?: { dataFile: string; list: (contents: unknown) => readonly (string | number)[] };
  /** Key of the manifest entry above this one in the breadcrumb trail; home when omitted. */
  parent?: string;
  /** The screen's own schema.org nodes (Physician, MedicalTest, Offer …), after the organisation and breadcrumbs. */
  jsonLd?: (page: PageContext) => readonly JsonLdNode[];
  /** False for pages that only make sense in the browser (login-only, form results): client-rendered, noindex. */
  prerender?: boolean;
  /** False for a prerendered page whose content depends on its query (search results): noindex, not in the sitemap. */
  indexed?: boolean;
};

/** What each routed match carries: its manifest key and entry, for the head and the prerender. */
export type RouteHandle = { name: string; entry: RouteEntry };

/** The ids of a data file that is a list of records with an `id`. */
function idsOf(contents: unknown): number[] {
  return Array.isArray(contents) ? contents.map((record: { id: number }) => record.id) : [];
}

/** Data files every page reads through the layout (the header's service tiles). */
export const layoutDataFiles: readonly string[] = [serviceTilesPath];

export const routeManifest = {
  home: {
    path: '/',
    title: 'Doctors, lab tests and scans near you',
    description:
      'Consult doctors online, book lab tests and health checks with home sample collection, and scans across India. Accredited labs, reports in 12 to 24 hours.',
    heading: 'Healthcare that comes to you',
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
    jsonLd: homeJsonLd,
  },
  consultation: {
    path: '/consultation',
    title: 'Online doctor consultation',
    description:
      'Consult qualified doctors online across 30+ specialities, by video or chat. Flat 10% off your first consultation with code NEW10.',
    heading: 'Online Doctor Consultation',
    dataFiles: () => [consultationSpecialitiesPath, consultationReasonsPath, faqsPath],
  },
  skincare: {
    path: '/skincare',
    title: 'Skincare products and dermatologist care',
    description:
      'Dermatologist-picked serums, sunscreens and skincare kits at up to 40% off, with expert advice when you need it.',
    heading: 'Skincare',
    dataFiles: () => [skincareProductsPath, faqsPath],
    jsonLd: skincareJsonLd,
  },
  opd: {
    path: '/opd',
    title: 'OPD benefits for employees',
    description:
      'Outpatient cover for your team: doctor consultations, diagnostics, medicines and wellness at 1000+ partner hospitals and clinics.',
    heading: 'OPD Benefits',
    dataFiles: () => [opdServicesPath, faqsPath],
  },
  medicines: {
    path: '/medicines',
    title: 'Medicines and wellness products online',
    description:
      'Order medicines, vitamins, Ayurveda, baby care and wellness products with offers on every category, delivered to your door.',
    heading: 'Medicines',
    dataFiles: () => [medicineOffersPath, faqsPath],
  },
  carePrograms: {
    path: '/care-programs',
    title: 'Care programs for long-term conditions',
    description:
      'Doctor-led programs for diabetes, heart health, weight and more: a personal plan, regular check-ins and tests at home.',
    heading: 'Care Programs',
    dataFiles: () => [careProgramListPath, faqsPath],
    jsonLd: careProgramsJsonLd,
  },
  toolsTrackers: {
    path: '/tools-trackers',
    title: 'Health tools and trackers',
    description: `Free ${siteConfig.brandName} tools to track your health at home, starting with a blood pressure monitor on your phone.`,
    heading: 'Tools & Trackers',
  },
  bloodPressureMonitor: {
    path: '/tools-trackers/blood-pressure-monitor',
    title: 'Blood pressure monitor',
    description:
      `Check and log your blood pressure with the ${siteConfig.brandName} app, no other device needed. Trusted by 20K satisfied users; 100% confidential.`,
    heading: 'Blood Pressure Monitor',
    parent: 'toolsTrackers',
  },
  about: {
    path: '/about',
    title: 'About us',
    description:
      `${siteConfig.brandName} brings 5000+ doctors, 500 NABL-accredited labs and 1000+ hospitals to 10 million users across India. Meet the team and the technology behind it.`,
    heading: `About ${siteConfig.brandName}`,
  },
  auth: {
    path: '/auth',
    title: 'Log in or sign up',
    description: `Log in to your ${siteConfig.brandName} account, or create one in a minute, to take the free symptom self-check and keep track of your care.`,
    heading: 'Log in',
  },
  selfCheck: {
    path: '/self-check-scan',
    title: 'Symptom self-check',
    description: 'Ten short questions that help you decide what care to seek next. Not a diagnosis; in an emergency call 112 or 108.',
    heading: 'Symptom Self-Check',
    // Personal and login-only: rendered in the browser, never prerendered, kept out of the sitemap.
    prerender: false,
  },
  contact: {
    path: '/contact',
    title: 'Contact us',
    description:
      `Write to the ${siteConfig.brandName} care team, call our 24/7 support line or request a callback about a consultation, a test or your reports.`,
    heading: 'Contact Us',
  },
  packageDetail: {
    path: '/package-details/:id',
    title: packageDetailTitle,
    description: packageDetailDescription,
    dataFiles: () => [packageDetailsPath],
    ids: { dataFile: packageDetailsPath, list: idsOf },
    parent: 'skincare',
    jsonLd: packageDetailJsonLd,
  },
  healthCheckDetail: {
    path: '/health-checks-details/:id',
    title: healthCheckDetailTitle,
    description: healthCheckDetailDescription,
    dataFiles: () => [healthCheckDetailsPath],
    ids: { dataFile: healthCheckDetailsPath, list: idsOf },
    parent: 'tests',
    jsonLd: healthCheckDetailJsonLd,
  },
  labTestDetail: {
    path: '/lab-tests-details/:id',
    title: labTestDetailTitle,
    description: labTestDetailDescription,
    dataFiles: () => [labTestDetailsPath],
    ids: { dataFile: labTestDetailsPath, list: idsOf },
    parent: 'tests',
    jsonLd: labTestDetailJsonLd,
  },
  tests: {
    path: '/tests',
    title: 'Lab tests and health checkup packages',
    description:
      'Book health checkups and lab tests with home sample collection at accredited labs. Flat 60% off on health checks, smart reports in 12 hrs.',
    heading: 'Lab Tests & Health Checkups',
    dataFiles: () => [checkupPackagesPath, labTestsByCategoryPath, healthScansPath, sampleCollectionPath, faqsPath],
    jsonLd: testsJsonLd,
  },
  scans: {
    path: '/scans',
    title: 'MRI, CT, ultrasound and X-ray scans',
    description:
      'Book MRI, CT, ultrasound and X-ray scans at accredited diagnostic centres near you, with reports in 12 to 24 hrs.',
    heading: 'Scans & X-Rays',
    dataFiles: () => [scansPath, bookedScansPath, faqsPath],
    jsonLd: scansJsonLd,
  },
  medicalServices: {
    path: '/medical-services/:id',
    title: scanServicesTitle,
    description: scanServicesDescription,
    dataFiles: (params) => {
      const kind = scanServicesKind(params);
      // The scans list names the page's kind and tells a known id from an unknown one (noindex).
      return kind === undefined ? [scansPath] : [scansPath, scanServicesPath(kind)];
    },
    ids: { dataFile: scansPath, list: scanIdsOf },
    parent: 'scans',
    jsonLd: medicalServicesJsonLd,
  },
  ourDoctors: {
    path: '/our-doctors',
    title: 'Our doctors',
    description:
      'Meet our specialists: dermatology, cardiology, gynaecology, paediatrics and more. Their training, experience and expertise, and how to reach them.',
    heading: 'Our Doctors',
    dataFiles: () => [doctorsPath],
    jsonLd: doctorsJsonLd,
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy policy',
    description:
      `What personal data ${siteConfig.brandName} collects, why, how long we keep it, who we share it with, and your rights under India's DPDP Act, 2023.`,
    heading: 'Privacy Policy',
  },
  terms: {
    path: '/terms',
    title: 'Terms of use',
    description:
      `The rules for using ${siteConfig.brandName}: health information and booking, not emergency care (call 112 or 108); accounts, acceptable use and liability.`,
    heading: 'Terms of Use',
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    description: `Practical health notes from the ${siteConfig.brandName} care team: preparing for blood tests, home blood pressure readings and online consultations.`,
    heading: 'Blog',
    dataFiles: () => [blogPostsPath],
  },
  careers: {
    path: '/careers',
    title: 'Careers',
    description: `Work at ${siteConfig.brandName}: open roles in engineering, diagnostics operations and clinical content, and how to apply.`,
    heading: 'Careers',
    dataFiles: () => [careerOpeningsPath],
  },
  press: {
    path: '/press',
    title: 'Press',
    description: `News and announcements from ${siteConfig.brandName}, and how journalists can reach our media team.`,
    heading: 'Press',
    dataFiles: () => [pressItemsPath],
  },
  sexualWellness: {
    path: '/sexual-wellness',
    title: 'Sexual wellness products',
    description:
      'Condoms, lubricants, delay sprays, prescription ED treatments and intimate hygiene products, at up to 30% off.',
    heading: productCategoryTitles['sexual-wellness'],
    dataFiles: () => [productCataloguePath('sexual-wellness')],
    parent: 'medicines',
    jsonLd: productCatalogueJsonLd('sexual-wellness'),
  },
  painRelief: {
    path: '/pain-relief',
    title: 'Pain relief medicines and balms',
    description:
      'Pain relief tablets, gels, sprays, balms, heat patches and supports for headaches, muscle and joint pain, at up to 18% off.',
    heading: productCategoryTitles['pain-relief'],
    dataFiles: () => [productCataloguePath('pain-relief')],
    parent: 'medicines',
    jsonLd: productCatalogueJsonLd('pain-relief'),
  },
  ayurveda: {
    path: '/ayurveda',
    title: 'Ayurvedic medicines and supplements',
    description:
      'Ashwagandha, Triphala, Chyawanprash and other Ayurvedic medicines and herbal supplements from trusted brands, at up to 20% off.',
    heading: productCategoryTitles['ayurveda'],
    dataFiles: () => [productCataloguePath('ayurveda')],
    parent: 'medicines',
    jsonLd: productCatalogueJsonLd('ayurveda'),
  },
  devices: {
    path: '/devices',
    title: 'Health devices for home monitoring',
    description:
      'Blood pressure monitors, glucometers, thermometers, pulse oximeters, nebulisers and more for health checks at home, at up to 35% off.',
    heading: productCategoryTitles['devices'],
    dataFiles: () => [productCataloguePath('devices')],
    parent: 'medicines',
    jsonLd: productCatalogueJsonLd('devices'),
  },
  babyCare: {
    path: '/baby-care',
    title: 'Baby care products',
    description:
      'Diapers, wipes, lotions, diaper rash cream, paediatric medicines and drops for babies, at up to 20% off.',
    heading: productCategoryTitles['baby-care'],
    dataFiles: () => [productCataloguePath('baby-care')],
    parent: 'medicines',
    jsonLd: productCatalogueJsonLd('baby-care'),
  },
  skinHaircare: {
    path: '/skin-haircare',
    title: 'Skin and hair care products',
    description:
      'Sunscreens, serums, acne gels, anti-dandruff shampoo and hair-fall treatments such as minoxidil, at up to 30% off.',
    heading: productCategoryTitles['skin-haircare'],
    dataFiles: () => [productCataloguePath('skin-haircare')],
    parent: 'medicines',
    jsonLd: productCatalogueJsonLd('skin-haircare'),
  },
  womenWellness: {
    path: '/women-wellness',
    title: "Women's wellness products",
    description:
      "Pregnancy and ovulation tests, period care, intimate hygiene and supplements for women's health, at up to 20% off.",
    heading: productCategoryTitles['women-wellness'],
    dataFiles: () => [productCataloguePath('women-wellness')],
    parent: 'medicines',
    jsonLd: productCatalogueJsonLd('women-wellness'),
  },
  vitaminsSupplements: {
    path: '/vitamins-supplements',
    title: 'Vitamins and supplements',
    description:
      'Multivitamins, vitamin D3 and B12, calcium, omega-3, probiotics, protein and other supplements, at up to 25% off.',
    heading: productCategoryTitles['vitamins-supplements'],
    dataFiles: () => [productCataloguePath('vitamins-supplements')],
    parent: 'medicines',
    jsonLd: productCatalogueJsonLd('vitamins-supplements'),
  },
  labs: {
    path: '/labs',
    title: 'Diagnostic centres near you',
    description:
      'Find a diagnostic centre by state, city and locality: address, opening hours, phone number and whether it is open now.',
    heading: 'Find a Diagnostic Centre',
    dataFiles: () => [nearbyCentresPath],
    jsonLd: nearbyCentresJsonLd,
  },
  onboard: {
    path: ONBOARDING_CHOOSER_PATH,
    title: 'Register as a patient, doctor or hospital',
    description: `Join ${siteConfig.brandName}: register for treatment as a patient, join our network as a doctor, or partner with us as a hospital.`,
    heading: 'Healthcare Professional Onboarding',
  },
  patientOnboard: {
    path: REGISTRATION_PATHS.patient,
    title: 'Patient registration',
    description: 'Register for treatment with our partner hospitals under PMJAY (Ayushman Bharat), private insurance or self-pay. ID numbers are stored encrypted.',
    heading: 'Patient Registration',
    parent: 'onboard',
  },
  doctorOnboard: {
    path: REGISTRATION_PATHS.doctor,
    title: 'Doctor registration',
    description: `Join the ${siteConfig.brandName} network of doctors: consult patients in person or online. Have your registration certificate and a government ID ready.`,
    heading: 'Doctor Registration',
    parent: 'onboard',
  },
  hospitalOnboard: {
    path: REGISTRATION_PATHS.hospital,
    title: 'Hospital registration',
    description: `Partner with ${siteConfig.brandName} to receive patient referrals. Register your hospital with its registration and accreditation certificates.`,
    heading: 'Hospital Registration',
    parent: 'onboard',
  },
  search: {
    path: SEARCH_RESULTS_PATH,
    title: 'Search',
    description: `Search ${siteConfig.brandName} for lab tests, health checkups, scans, doctors, specialities, care programs and medicines.`,
    heading: 'Search',
    // The shell is prerendered; the results depend on the query and render in the browser.
    indexed: false,
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeManifest;

export function documentTitle(title: string): string {
  return `${title} | ${siteConfig.brandName}`;
}
