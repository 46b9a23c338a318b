import { useUploadRegistration } from '@/features/onboarding/api/upload-registration';

export const DOCTORS_PATH = '/api/doctors';

/** POST /api/doctors: every doctor field as text, the three documents as file parts. */
export const useRegisterDoctor = () => useUploadRegistration(DOCTORS_PATH);
