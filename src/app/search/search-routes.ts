import { routeManifest } from '@/app/route-manifest';

type DetailPath = `${string}/:id`;

/** A detail route of the manifest for one record: ('/lab-tests-details/:id', 3) → '/lab-tests-details/3'. */
export function detailRoute(path: DetailPath, id: number): string {
  return path.replace(':id', String(id));
}

/** A path that lands on one item of a page listing many, e.g. '/our-doctors#dr-nandini-rao'. */
export function routeTo(path: string, fragment: string): string {
  return `${path}#${fragment}`;
}

/** The manifest paths results open; results never spell a path of their own. */
export const searchDestinations = {
  home: routeManifest.home.path,
  healthCheckDetail: routeManifest.healthCheckDetail.path,
  labTestDetail: routeManifest.labTestDetail.path,
  packageDetail: routeManifest.packageDetail.path,
  medicalServices: routeManifest.medicalServices.path,
  tests: routeManifest.tests.path,
  skincare: routeManifest.skincare.path,
  consultation: routeManifest.consultation.path,
  ourDoctors: routeManifest.ourDoctors.path,
  carePrograms: routeManifest.carePrograms.path,
} as const;
