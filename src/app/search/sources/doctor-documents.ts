import type { SearchDocument } from '@/features/search/model/search-entry';
import { consultationSpecialitiesPath } from '@/features/catalogue/api/get-consultation-specialities';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { specialitiesPath } from '@/features/catalogue/api/get-specialities';
import { symptomsPath } from '@/features/catalogue/api/get-symptoms';
import { doctorAnchorId } from '@/features/catalogue/model/doctor-links';
import { DOCTOR_INDEX_ANCHOR_ID, specialistAnchorId } from '@/features/catalogue/model/item-anchors';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { routeTo, searchDestinations } from '@/app/search/search-routes';
import { slugOf } from '@/lib/slug';
import { searchText } from '@/app/search/search-text';

/** The hint the home page's symptom and speciality cards show; they open /our-doctors too, here at its list of doctors. */
const FIND_A_DOCTOR = 'Find a doctor';
const findADoctorRoute = () => routeTo(searchDestinations.ourDoctors, DOCTOR_INDEX_ANCHOR_ID);

/** Each doctor at their profile on /our-doctors, found by name, speciality and expertise. */
export function doctorDocuments(read: ReadCatalogueFile): SearchDocument[] {
  return read(doctorsPath).map((doctor) => ({
    id: `doctor-${doctorAnchorId(doctor.name)}`,
    title: doctor.name,
    kind: 'doctor',
    line: doctor.title,
    route: routeTo(searchDestinations.ourDoctors, doctorAnchorId(doctor.name)),
    keywords: searchText('doctor', doctor.expertise),
    description: doctor.about,
  }));
}

/** The consultation page's specialists at their card (found by the conditions they treat), and the home page's specialities. */
export function specialityDocuments(read: ReadCatalogueFile): SearchDocument[] {
  const specialists = read(consultationSpecialitiesPath).map((card): SearchDocument => ({
    id: `consultation-${slugOf(card.specialist)}`,
    title: card.specialist,
    kind: 'speciality',
    line: 'Online consultation',
    route: routeTo(searchDestinations.consultation, specialistAnchorId(card.specialist)),
    keywords: searchText('doctor online consultation', card.conditions),
    description: '',
  }));
  const specialities = read(specialitiesPath).map((name): SearchDocument => ({
    id: `speciality-${slugOf(name)}`,
    title: name,
    kind: 'speciality',
    line: FIND_A_DOCTOR,
    route: findADoctorRoute(),
    keywords: 'doctor',
    description: '',
  }));
  return [...specialists, ...specialities];
}

export function symptomDocuments(read: ReadCatalogueFile): SearchDocument[] {
  return read(symptomsPath).map((name) => ({
    id: `symptom-${slugOf(name)}`,
    title: name,
    kind: 'symptom',
    line: FIND_A_DOCTOR,
    route: findADoctorRoute(),
    keywords: '',
    description: '',
  }));
}
