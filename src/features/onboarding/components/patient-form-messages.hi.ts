import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/onboarding/components/patient-form-messages.en';
import { hi as shared } from '@/features/onboarding/components/registration-form-messages.hi';

export const hi = {
  errors: {
    fields: shared.fieldErrors,
    fullName: 'पूरा नाम लिखना ज़रूरी है।',
    gender: 'लिंग चुनना ज़रूरी है।',
    age: 'उम्र लिखना ज़रूरी है।',
    ageNotNumber: 'उम्र सिर्फ़ अंकों में लिखें।',
    mobileNumber: 'मोबाइल नंबर लिखना ज़रूरी है।',
    email: 'e-mail लिखना ज़रूरी है।',
    signature: 'हस्ताक्षर ज़रूरी है।',
    idProofs: {
      aadharNumber: 'Aadhaar नंबर लिखना ज़रूरी है।',
      pmjayId: 'PMJAY ID लिखना ज़रूरी है।',
      otherIDProof: 'दूसरे ID प्रूफ़ का नंबर लिखना ज़रूरी है।',
    },
  },
  age: 'उम्र',
  ageHint: 'सालों में',
  bloodGroup: 'ब्लड ग्रुप',
  bloodGroupPlaceholder: 'अपना ब्लड ग्रुप चुनें',
  contactDetails: 'संपर्क की जानकारी',
  permanentAddress: 'स्थायी पता',
  identityProof: 'पहचान पत्र',
  identityProofIntro: 'आपके पास जो भी कार्ड है, उस पर टिक करें और उसका नंबर लिखें। हम ID नंबर एन्क्रिप्ट करके रखते हैं और सिर्फ़ आख़िरी 4 अंक दिखाते हैं।',
  idProofs: {
    aadharNumber: {
      available: 'मेरे पास Aadhaar कार्ड है',
      label: 'Aadhaar नंबर',
      hint: 'Aadhaar नंबर देना आपकी मर्ज़ी है: कोई दूसरा ID प्रूफ़ देना हो तो ऊपर वाले बॉक्स से टिक हटा दें।',
    },
    pmjayId: {
      available: 'मेरे पास आयुष्मान भारत (PMJAY) कार्ड है',
      label: 'PMJAY ID',
      hint: 'आपके आयुष्मान कार्ड पर छपी ID',
    },
    otherIDProof: {
      available: 'मेरे पास राशन कार्ड या कोई दूसरा ID प्रूफ़ है',
      label: 'दूसरा ID प्रूफ़',
      hint: 'जैसे राशन कार्ड, वोटर ID, PAN या पासपोर्ट नंबर',
    },
  },
  medicalDetails: 'बीमारी की जानकारी',
  medicalDetailsIntro: 'जितना आप जानते हैं, उतना बताएँ; हमारी केयर टीम आपके साथ इसे देखेगी।',
  chiefComplaint: 'मुख्य तकलीफ़',
  chiefComplaintHint: 'वह मुख्य समस्या जिसका आप इलाज करवाना चाहते हैं',
  plannedTreatment: 'तय किया गया इलाज',
  plannedTreatmentHint: 'अगर किसी डॉक्टर ने पहले से कोई इलाज बताया है',
  investigationReports: 'जाँच रिपोर्ट',
  investigationReportsHint: 'आपने कौन-से टेस्ट या स्कैन करवाए हैं, और उनमें क्या आया',
  comorbidities: 'दूसरी बीमारियाँ',
  comorbiditiesHint: 'जैसे डायबिटीज़ या हाई ब्लड प्रेशर',
  payment: 'भुगतान',
  treatmentOption: 'इलाज का भुगतान',
  treatmentOptionPlaceholder: 'चुनें कि आप भुगतान कैसे करेंगे',
  treatmentOptions: {
    'Ayushman Card (PMJAY Government Scheme)': 'आयुष्मान कार्ड (PMJAY सरकारी योजना)',
    'Private Insurance': 'प्राइवेट इंश्योरेंस',
    'Self-Pay': 'ख़ुद भुगतान',
  },
  insuranceCompany: 'इंश्योरेंस कंपनी',
  insurancePolicyNumber: 'इंश्योरेंस पॉलिसी नंबर',
  insuranceHint: 'सिर्फ़ तब ज़रूरी है जब आप प्राइवेट इंश्योरेंस चुनें',
  consentNotice: {
    collected: 'आपका नाम, उम्र, संपर्क की जानकारी, ID नंबर, यहाँ लिखी बीमारी की जानकारी और आप भुगतान कैसे करेंगे।',
    purpose: 'हमारे पार्टनर डॉक्टरों और अस्पतालों के साथ आपके इलाज की योजना बनाने, और PMJAY या आपके इंश्योरेंस में आपकी पात्रता जाँचने के लिए।',
  },
} satisfies Messages<typeof en>;
