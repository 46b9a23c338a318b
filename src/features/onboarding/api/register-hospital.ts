import { useUploadRegistration } from '@/features/onboarding/api/upload-registration';

export const HOSPITALS_PATH = '/api/hospitals';

/** POST /api/hospitals: every hospital field as text (nulls skipped), the four documents as file parts. */
export const useRegisterHospital = () => useUploadRegistration(HOSPITALS_PATH);
