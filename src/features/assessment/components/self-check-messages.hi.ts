import type { Messages } from '@/lib/i18n/messages';
import { hindiRetryWait } from '@/lib/i18n/retry-wait';
import type { en } from '@/features/assessment/components/self-check-messages.en';
import { AMBULANCE } from '@/features/assessment/components/emergency-numbers';

const SUBMISSION_FAILED = 'जवाब भेजे नहीं जा सके। कृपया फिर से कोशिश करें।';

/** The English failure texts the client or the server may give (spec §8, server/http), in Hindi. */
const knownFailures: Readonly<Record<string, string>> = {
  'Submission failed': SUBMISSION_FAILED,
  'An error occurred while submitting. Please try again.': 'जवाब भेजते समय कोई गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
  'We cannot save anything right now. Nothing was stored; please try again in a minute.':
    'अभी हम कुछ भी सेव नहीं कर पा रहे हैं। आपके जवाब सेव नहीं हुए; कृपया एक मिनट बाद फिर कोशिश करें।',
  'Please answer this required question.': 'कृपया इस ज़रूरी सवाल का जवाब दें।',
};

function failure(message: string): string {
  const known = knownFailures[message];
  if (known) return known;
  const wait = hindiRetryWait(message);
  if (wait) return `बहुत ज़्यादा कोशिशें हो गईं। कृपया ${wait} बाद फिर कोशिश करें।`;
  // Any other server text is English: say what failed in Hindi instead.
  return SUBMISSION_FAILED;
}

export const hi = {
  heading: 'लक्षण सेल्फ़-चेक',
  safetyNote: 'यह सेल्फ़-चेक आपको तय करने में मदद करता है कि किस तरह का इलाज लें। यह डायग्नोसिस (बीमारी की पहचान) नहीं है।',
  emergencyCallBefore: 'इमरजेंसी में अभी',
  emergencyCallBetween: 'या',
  emergencyCallAfter: '(एम्बुलेंस) पर कॉल करें।',
  position: (number: number, total: number) => `सवाल ${number} (${total} में से)`,
  progressLabel: 'सेल्फ़-चेक की प्रगति',
  restored: 'फिर से स्वागत है। इस टैब में आपने पहले जो जवाब दिए थे, वे भर दिए गए हैं।',
  previous: 'पिछला',
  next: 'अगला',
  finish: 'सेल्फ़-चेक पूरा करें',
  submitting: 'भेजा जा रहा है...',
  titles: {
    primaryConcern: 'आपकी मुख्य तकलीफ़ क्या है?',
    symptomDuration: 'ये लक्षण आपको कब से हैं?',
    painLevel: 'दर्द या तकलीफ़ कितनी ज़्यादा है?',
    additionalSymptoms: 'क्या आपको इनमें से कोई लक्षण भी है?',
    symptomHistory: 'क्या आपको पहले भी ऐसे लक्षण हुए हैं?',
    currentMedications: 'आप कौन-सी दवाइयाँ नियमित रूप से लेते हैं?',
    knownAllergies: 'क्या आपको इनमें से किसी चीज़ से एलर्जी है?',
    existingConditions: 'क्या डॉक्टर ने आपको इनमें से कोई बीमारी बताई है?',
    travelHistory: 'क्या आपने पिछले 30 दिनों में यात्रा की है?',
    additionalNotes: 'क्या कोई और बात है जो हमें पता होनी चाहिए?',
  },
  hints: {
    primaryConcern: 'जो तकलीफ़ आपको सबसे ज़्यादा परेशान करती है, वह चुनें।',
    symptomDuration: 'लक्षण शुरू होने से अब तक।',
    painLevel: '1 यानी मुश्किल से महसूस होता है, 10 यानी इतना तेज़ दर्द जितना आप सोच भी नहीं सकते।',
    additionalSymptoms: 'जो भी लागू हों, सब चुनें।',
    currentMedications: 'जो भी दवाइयाँ आप नियमित रूप से लेते हैं, सब चुनें।',
    knownAllergies: 'जो भी लागू हों, सब चुनें।',
    existingConditions: 'डॉक्टर ने जो भी बीमारियाँ बताई हैं, सब चुनें।',
    travelHistory: 'जो सबसे सही हो, वह चुनें।',
  },
  notesLabel: 'आपकी बात (ज़रूरी नहीं)',
  notesHint: 'जैसे, यह कब शुरू हुआ, या किस चीज़ से आराम मिलता है या तकलीफ़ बढ़ती है।',
  options: {
    'Chest pain/discomfort': 'सीने में दर्द/बेचैनी',
    'Breathing difficulties': 'साँस लेने में तकलीफ़',
    'Persistent fever': 'लगातार बुखार',
    'Digestive issues': 'पेट या पाचन की समस्या',
    'Neurological symptoms': 'नसों या दिमाग़ से जुड़े लक्षण',
    'Skin problems': 'त्वचा की समस्या',
    'Musculoskeletal pain': 'मांसपेशियों, हड्डियों या जोड़ों में दर्द',
    'Vision/hearing issues': 'देखने/सुनने में परेशानी',
    Other: 'अन्य',
    'Less than 24 hours': '24 घंटे से कम',
    '1-3 days': '1-3 दिन',
    '4-7 days': '4-7 दिन',
    '1-2 weeks': '1-2 हफ़्ते',
    'More than 2 weeks': '2 हफ़्ते से ज़्यादा',
    'On and off for months': 'महीनों से रुक-रुककर',
    'Fever above 38°C': '38°C से ज़्यादा बुखार',
    'Dizziness/fainting': 'चक्कर आना/बेहोशी',
    'Nausea/vomiting': 'जी मिचलाना/उल्टी',
    'Rapid heartbeat': 'दिल की धड़कन तेज़ होना',
    'Swelling in extremities': 'हाथ-पैरों में सूजन',
    'Unexplained weight loss': 'बिना वजह वज़न घटना',
    'Night sweats': 'रात में पसीना आना',
    'Persistent fatigue': 'लगातार थकान',
    Never: 'कभी नहीं',
    'Once in the past': 'पहले एक बार',
    'Several times': 'कई बार',
    'Chronic/recurring issue': 'पुरानी/बार-बार होने वाली समस्या',
    'Blood pressure medication': 'ब्लड प्रेशर की दवा',
    'Diabetes medication': 'डायबिटीज़ (शुगर) की दवा',
    Antidepressants: 'डिप्रेशन की दवा',
    'Pain relievers': 'दर्द की दवा',
    Penicillin: 'पेनिसिलिन',
    'NSAIDs (e.g., ibuprofen)': 'NSAIDs दर्द की दवाएँ (जैसे आइबुप्रोफ़ेन)',
    'Food allergies': 'खाने की चीज़ों से एलर्जी',
    'Seasonal allergies': 'मौसमी एलर्जी',
    Hypertension: 'हाई ब्लड प्रेशर',
    Diabetes: 'डायबिटीज़ (शुगर)',
    'Heart disease': 'दिल की बीमारी',
    'Asthma/COPD': 'अस्थमा/COPD',
    'Autoimmune disorder': 'ऑटोइम्यून बीमारी',
    'Cancer history': 'पहले कैंसर हो चुका है',
    'Thyroid issues': 'थायरॉइड की समस्या',
    'No travel': 'कहीं यात्रा नहीं की',
    'Domestic travel': 'देश के अंदर यात्रा',
    'International travel': 'विदेश यात्रा',
    'Medical facility visit': 'अस्पताल या क्लिनिक गए',
    'None of these': 'इनमें से कोई नहीं',
  },
  redFlagHeading: 'आपको अभी इमरजेंसी इलाज की ज़रूरत हो सकती है',
  redFlagIntro: 'आपने हमें बताया:',
  redFlags: {
    'severe-chest-or-breathing-pain': 'सीने में दर्द या साँस लेने में तकलीफ़, और दर्द 7 या उससे ज़्यादा',
    fainting: 'चक्कर आना या बेहोशी',
    'chest-or-breathing-with-fever-and-rapid-heartbeat': 'सीने में दर्द या साँस लेने में तकलीफ़, साथ में 38°C से ज़्यादा बुखार और तेज़ धड़कन',
  },
  redFlagAdvice: 'ये मेडिकल इमरजेंसी के संकेत हो सकते हैं। सेल्फ़-चेक पूरा होने का इंतज़ार न करें।',
  continueAssessment: 'सेल्फ़-चेक जारी रखें',
  callNow: (number: string) => `अभी ${number} पर कॉल करें`,
  supportLine: 'अगर आप पक्का नहीं हैं, तो हमारी 24x7 हेल्पलाइन पर कॉल करें:',
  completeHeading: 'आपका सेल्फ़-चेक पूरा हुआ',
  completeThanks: 'धन्यवाद। आपके जवाब हमारी केयर टीम को भेज दिए गए हैं।',
  goHome: 'होम पर जाएँ',
  startNew: 'नया सेल्फ़-चेक शुरू करें',
  careCards: {
    emergency: {
      title: 'अभी इमरजेंसी इलाज लें',
      text: 'आपके जवाबों में ऐसे संकेत हैं जो मेडिकल इमरजेंसी के हो सकते हैं। अभी एम्बुलेंस बुलाएँ; अपॉइंटमेंट का इंतज़ार न करें।',
    },
    urgent: {
      title: 'आज ही डॉक्टर को दिखाएँ',
      text: `आपके जवाबों से लगता है कि आपको आज ही डॉक्टर को दिखाना चाहिए। अगर लक्षण बढ़ें, तो ${AMBULANCE.number} पर कॉल करें।`,
    },
    routine: {
      title: 'डॉक्टर से कंसल्टेशन बुक करें',
      text: 'आपके जवाबों से नहीं लगता कि आपको तुरंत इलाज की ज़रूरत है। फिर भी, आपकी सुविधा के समय कोई डॉक्टर आपके लक्षण देख सकते हैं।',
    },
  },
  consultToday: 'आज ही डॉक्टर से सलाह लें',
  bookConsultation: 'कंसल्टेशन बुक करें',
  failure,
} satisfies Messages<typeof en>;
