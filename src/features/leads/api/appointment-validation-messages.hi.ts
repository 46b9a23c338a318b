import type { AppointmentMessages } from '@/features/leads/api/appointment-schema';

export const hi = {
  required: 'कृपया सभी ज़रूरी जानकारी भरें।',
  email: 'कृपया सही e-mail पता लिखें।',
  phone: 'फ़ोन नंबर 10 अंकों का होना चाहिए।',
  date: 'कृपया सही तारीख चुनें।',
  pastDate: 'पसंद की तारीख आज से पहले की नहीं हो सकती।',
  timeSlot: 'कृपया दिए गए समय में से कोई एक चुनें।',
  department: 'कृपया दिए गए विभागों में से कोई एक चुनें।',
  tooLong: (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर लिखें।`,
} satisfies AppointmentMessages;
