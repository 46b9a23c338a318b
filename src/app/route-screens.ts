import type { ComponentType } from 'react';
import type { RouteName } from '@/app/route-manifest';

type ScreenLoader = () => Promise<ComponentType>;

/**
 * The screen of each manifest entry, loaded on demand. The chunk name must be `page-<route name>`:
 * the prerender preloads that chunk in the page's HTML so hydration never waits for it.
 */
export const routeScreens = {
  home: () => import(/* webpackChunkName: "page-home" */ '@/app/pages/home-page').then((module) => module.HomePage),
  about: () => import(/* webpackChunkName: "page-about" */ '@/app/pages/about-page').then((module) => module.AboutPage),
  contact: () => import(/* webpackChunkName: "page-contact" */ '@/app/pages/contact-page').then((module) => module.ContactPage),
  consultation: () => import(/* webpackChunkName: "page-consultation" */ '@/app/pages/consultation-page').then((module) => module.ConsultationPage),
  skincare: () => import(/* webpackChunkName: "page-skincare" */ '@/app/pages/skincare-page').then((module) => module.SkincarePage),
  opd: () => import(/* webpackChunkName: "page-opd" */ '@/app/pages/opd-page').then((module) => module.OpdPage),
  medicines: () => import(/* webpackChunkName: "page-medicines" */ '@/app/pages/medicines-page').then((module) => module.MedicinesPage),
  carePrograms: () => import(/* webpackChunkName: "page-carePrograms" */ '@/app/pages/care-programs-page').then((module) => module.CareProgramsPage),
  toolsTrackers: () => import(/* webpackChunkName: "page-toolsTrackers" */ '@/app/pages/tools-trackers-page').then((module) => module.ToolsTrackersPage),
  bloodPressureMonitor: () => import(/* webpackChunkName: "page-bloodPressureMonitor" */ '@/app/pages/blood-pressure-monitor-page').then((module) => module.BloodPressureMonitorPage),
  auth: () => import(/* webpackChunkName: "page-auth" */ '@/app/pages/auth-page').then((module) => module.AuthPage),
  selfCheck: () => import(/* webpackChunkName: "page-selfCheck" */ '@/app/pages/self-check-page').then((module) => module.SelfCheckPage),
  packageDetail: () => import(/* webpackChunkName: "page-packageDetail" */ '@/app/pages/package-detail-page').then((module) => module.PackageDetailPage),
  healthCheckDetail: () => import(/* webpackChunkName: "page-healthCheckDetail" */ '@/app/pages/health-check-detail-page').then((module) => module.HealthCheckDetailPage),
  labTestDetail: () => import(/* webpackChunkName: "page-labTestDetail" */ '@/app/pages/lab-test-detail-page').then((module) => module.LabTestDetailPage),
  tests: () => import(/* webpackChunkName: "page-tests" */ '@/app/pages/tests-page').then((module) => module.TestsPage),
  scans: () => import(/* webpackChunkName: "page-scans" */ '@/app/pages/scans-page').then((module) => module.ScansPage),
  medicalServices: () => import(/* webpackChunkName: "page-medicalServices" */ '@/app/pages/medical-services-page').then((module) => module.MedicalServicesPage),
  ourDoctors: () => import(/* webpackChunkName: "page-ourDoctors" */ '@/app/pages/our-doctors-page').then((module) => module.OurDoctorsPage),
  privacy: () => import(/* webpackChunkName: "page-privacy" */ '@/app/pages/privacy-page').then((module) => module.PrivacyPage),
  terms: () => import(/* webpackChunkName: "page-terms" */ '@/app/pages/terms-page').then((module) => module.TermsPage),
  blog: () => import(/* webpackChunkName: "page-blog" */ '@/app/pages/blog-page').then((module) => module.BlogPage),
  careers: () => import(/* webpackChunkName: "page-careers" */ '@/app/pages/careers-page').then((module) => module.CareersPage),
  press: () => import(/* webpackChunkName: "page-press" */ '@/app/pages/press-page').then((module) => module.PressPage),
  // The eight catalogue routes share one module; each import names its own chunk group for the prerender's preloads.
  sexualWellness: () => import(/* webpackChunkName: "page-sexualWellness" */ '@/app/pages/product-catalogue-page').then((module) => module.SexualWellnessPage),
  painRelief: () => import(/* webpackChunkName: "page-painRelief" */ '@/app/pages/product-catalogue-page').then((module) => module.PainReliefPage),
  ayurveda: () => import(/* webpackChunkName: "page-ayurveda" */ '@/app/pages/product-catalogue-page').then((module) => module.AyurvedaPage),
  devices: () => import(/* webpackChunkName: "page-devices" */ '@/app/pages/product-catalogue-page').then((module) => module.DevicesPage),
  babyCare: () => import(/* webpackChunkName: "page-babyCare" */ '@/app/pages/product-catalogue-page').then((module) => module.BabyCarePage),
  skinHaircare: () => import(/* webpackChunkName: "page-skinHaircare" */ '@/app/pages/product-catalogue-page').then((module) => module.SkinHaircarePage),
  womenWellness: () => import(/* webpackChunkName: "page-womenWellness" */ '@/app/pages/product-catalogue-page').then((module) => module.WomenWellnessPage),
  vitaminsSupplements: () => import(/* webpackChunkName: "page-vitaminsSupplements" */ '@/app/pages/product-catalogue-page').then((module) => module.VitaminsSupplementsPage),
  labs: () => import(/* webpackChunkName: "page-labs" */ '@/app/pages/labs-page').then((module) => module.LabsPage),
  onboard: () => import(/* webpackChunkName: "page-onboard" */ '@/app/pages/onboarding-page').then((module) => module.OnboardingPage),
  patientOnboard: () => import(/* webpackChunkName: "page-patientOnboard" */ '@/app/pages/patient-registration-page').then((module) => module.PatientRegistrationPage),
  doctorOnboard: () => import(/* webpackChunkName: "page-doctorOnboard" */ '@/app/pages/doctor-registration-page').then((module) => module.DoctorRegistrationPage),
  hospitalOnboard: () => import(/* webpackChunkName: "page-hospitalOnboard" */ '@/app/pages/hospital-registration-page').then((module) => module.HospitalRegistrationPage),
  search: () => import(/* webpackChunkName: "page-search" */ '@/app/pages/search-page').then((module) => module.SearchPage),
} satisfies Record<RouteName, ScreenLoader>;
