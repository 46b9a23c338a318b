import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/leads/components/appointment-messages.en';

export const hi = {
  title: 'अपॉइंटमेंट बुक करें',
  description: 'बताएँ कि आपके लिए कौन-सा समय ठीक है, हमारी केयर टीम आपकी विज़िट पक्की कर देगी।',
  fullName: 'पूरा नाम',
  email: 'E-mail',
  preferredDate: 'पसंद की तारीख',
  preferredTime: 'पसंद का समय',
  timePlaceholder: 'समय चुनें',
  department: 'विभाग',
  departmentPlaceholder: 'विभाग चुनें',
  confirm: 'अपॉइंटमेंट पक्का करें',
  booking: 'बुक हो रहा है...',
  timeSlots: {
    '9:00 AM - 10:00 AM': 'सुबह 9:00 - 10:00',
    '10:00 AM - 11:00 AM': 'सुबह 10:00 - 11:00',
    '2:00 PM - 3:00 PM': 'दोपहर 2:00 - 3:00',
    '4:00 PM - 5:00 PM': 'शाम 4:00 - 5:00',
  },
  departments: {
    'General Medicine': 'जनरल मेडिसिन',
    Cardiology: 'दिल के रोग (कार्डियोलॉजी)',
    Dermatology: 'त्वचा रोग (डर्मेटोलॉजी)',
    Pediatrics: 'बच्चों के रोग (पीडियाट्रिक्स)',
    Orthopedics: 'हड्डी रोग (ऑर्थोपेडिक्स)',
    Gynecology: 'स्त्री रोग (गायनेकोलॉजी)',
    Endocrinology: 'हार्मोन रोग (एंडोक्राइनोलॉजी)',
    Oncology: 'कैंसर रोग (ऑन्कोलॉजी)',
    Ophthalmology: 'आँखों के रोग (ऑप्थैल्मोलॉजी)',
    Otolaryngology: 'नाक, कान, गला (ENT)',
    Other: 'अन्य',
  },
} satisfies Messages<typeof en>;
