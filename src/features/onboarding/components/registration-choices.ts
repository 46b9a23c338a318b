import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import type { RegistrationKind } from '@/features/onboarding/api/registration-outcomes';
import { REGISTRATION_PATHS } from '@/features/onboarding/components/registration-paths';

export type RegistrationChoice = {
  kind: RegistrationKind;
  title: string;
  summary: string;
  needs: string;
  path: string;
  Icon: typeof PersonOutlinedIcon;
};

/** The chooser's three cards, in the spec's order. */
export const REGISTRATION_CHOICES: readonly RegistrationChoice[] = [
  {
    kind: 'patient',
    title: 'Patient Registration',
    summary: 'Register for treatment through our partner hospitals, under PMJAY, private insurance or self-pay.',
    needs: 'Have ready: your ID proof numbers and any reports.',
    path: REGISTRATION_PATHS.patient,
    Icon: PersonOutlinedIcon,
  },
  {
    kind: 'doctor',
    title: 'Doctor Registration',
    summary: 'Join our network to consult patients in person, online or both.',
    needs: 'Have ready: a profile photo, your medical registration certificate and a government ID.',
    path: REGISTRATION_PATHS.doctor,
    Icon: MedicalServicesOutlinedIcon,
  },
  {
    kind: 'hospital',
    title: 'Hospital Registration',
    summary: 'Partner with us to receive referrals and offer cashless treatment.',
    needs: 'Have ready: registration and accreditation certificates, the owner’s ID and a photo of the hospital.',
    path: REGISTRATION_PATHS.hospital,
    Icon: LocalHospitalOutlinedIcon,
  },
];
