import { useDataFile } from '@/lib/use-data-file';
import type { DoctorProfile } from '@/features/catalogue/schemas/doctor-profile';

export const doctorsPath = '/data/our-doctors.json';

/** Doctor profiles of the our doctors page. */
export function useDoctors() {
  return useDataFile<DoctorProfile[]>(doctorsPath);
}
