import type { AppointmentDepartment, AppointmentTimeSlot } from '@/features/leads/api/appointment-schema';

export const en = {
  title: 'Book an Appointment',
  description: 'Tell us when suits you and our care team will confirm your visit.',
  fullName: 'Full Name',
  email: 'Email',
  preferredDate: 'Preferred Date',
  preferredTime: 'Preferred Time',
  timePlaceholder: 'Select a time slot',
  department: 'Department',
  departmentPlaceholder: 'Select a department',
  confirm: 'Confirm Appointment',
  booking: 'Booking...',
  /** Each slot's label, by the value sent to the API. */
  timeSlots: {
    '9:00 AM - 10:00 AM': '9:00 AM - 10:00 AM',
    '10:00 AM - 11:00 AM': '10:00 AM - 11:00 AM',
    '2:00 PM - 3:00 PM': '2:00 PM - 3:00 PM',
    '4:00 PM - 5:00 PM': '4:00 PM - 5:00 PM',
  } satisfies Record<AppointmentTimeSlot, string>,
  /** Each department's label, by the value sent to the API. */
  departments: {
    'General Medicine': 'General Medicine',
    Cardiology: 'Cardiology',
    Dermatology: 'Dermatology',
    Pediatrics: 'Pediatrics',
    Orthopedics: 'Orthopedics',
    Gynecology: 'Gynecology',
    Endocrinology: 'Endocrinology',
    Oncology: 'Oncology',
    Ophthalmology: 'Ophthalmology',
    Otolaryngology: 'Otolaryngology',
    Other: 'Other',
  } satisfies Record<AppointmentDepartment, string>,
};
