import { todayInIndia } from '@/features/leads/api/appointment-schema';

/** A date a week ahead in India, always acceptable as a preferred date. */
export function dateInDays(days: number): string {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const validAppointment = () => ({
  fullName: 'Asha Verma',
  email: 'asha.verma@example.in',
  phone: '+919876543210',
  preferredDate: dateInDays(7),
  preferredTime: '10:00 AM - 11:00 AM',
  department: 'Cardiology',
});

export const validCallback = () => ({ phone: '+919876543210' });

export const validContact = () => ({
  name: 'Rohan Mehta',
  email: 'rohan@example.com',
  phone: '9876543210',
  address: '12 MG Road, Bengaluru',
  message: 'Please call me about a health check.',
});

export const validCredentials = () => ({ email: 'priya.nair@example.com', password: 'correct horse battery' });

export const validAssessment = () => ({
  primaryConcern: 'Persistent fever',
  symptomDuration: '1-3 days',
  painLevel: 4,
  additionalSymptoms: ['Night sweats', 'Persistent fatigue'],
  symptomHistory: 'Never',
  currentMedications: ['Pain relievers'],
  knownAllergies: ['None of these'],
  existingConditions: ['Thyroid issues', 'Asthma/COPD'],
  travelHistory: 'Domestic travel',
  additionalNotes: 'Worse in the evenings.',
  metadata: {
    browser: 'Chrome 131',
    os: 'Android',
    screenResolution: '412 x 915',
    submissionTime: '2025-03-01T10:15:00.000Z',
  },
});

export const validPatient = () => ({
  fullName: 'Meera Iyer',
  gender: 'Female',
  age: '34',
  bloodGroup: 'B+',
  mobileNumber: '+919812345678',
  email: 'meera.iyer@example.com',
  permanentAddress: '4 Lake View, Chennai',
  aadharAvailable: true,
  aadharNumber: '123412341234',
  ayushmanAvailable: true,
  pmjayId: 'PMJAY98765',
  rationCardAvailable: false,
  chiefComplaint: 'Knee pain',
  treatmentOption: 'Self-Pay',
  declaration: true,
  privacyPolicy: true,
  termsConditions: true,
  signature: 'Meera Iyer',
});

export const validDoctorFields = (): Record<string, string> => ({
  fullName: 'Dr. Kabir Rao',
  gender: 'Male',
  dob: '1984-06-12',
  mobileNumber: '+919900112233',
  email: 'kabir.rao@example.com',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  clinicAddress: '22 Residency Road, Bengaluru',
  qualification: 'MBBS, MD',
  specialization: 'Cardiology',
  medicalRegistrationNumber: 'KMC-45678',
  boardName: 'Karnataka Medical Council',
  yoe: '14',
  languagesKnown: 'English, Kannada, Hindi',
  modeOfConsultation: 'Both',
  availableDays: 'Mon-Fri',
  availableTimings: '10:00-16:00',
  declaration: 'true',
  privacyPolicy: 'true',
  termsConditions: 'true',
  signature: 'Kabir Rao',
});

export const validHospitalFields = (): Record<string, string> => ({
  hospitalName: 'Sunrise Multispeciality Hospital',
  hospitalType: 'Private',
  yearOfEstablishment: '1998',
  registrationNumber: 'MH-HOSP-2231',
  accredition: 'NABH',
  ownerName: 'Anil Deshpande',
  mobileNumber: '+912212345678',
  email: 'admin@sunrise.example',
  state: 'Maharashtra',
  district: 'Pune',
  hospitalAddress: '7 FC Road, Pune',
  numberOfDoctors: '85',
  numberOfBeds: '220',
  departmentsAvailable: 'Cardiology, Orthopedics, Oncology',
  emergencyService: '24/7 Available',
  operationTheatres: '6',
  labFacilities: 'Pathology, Radiology',
  declaration: 'true',
  signature: 'Anil Deshpande',
});

/** A patient giving every ID the form can hold, insured, so each encrypted column has a value. */
export const patientWithEveryId = () => ({
  ...validPatient(),
  rationCardAvailable: true,
  otherIDProof: 'RC-556677',
  treatmentOption: 'Private Insurance',
  insuranceCompany: 'Star Health',
  insurancePolicyNumber: 'SH-2024-778899',
});
