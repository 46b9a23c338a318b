/** The onboarding screens' own sentences: the chooser's and each registration page's intro. */
export const en = {
  chooserIntro: 'Choose who you are registering. Each form takes about five minutes; doctors and hospitals need photos or scans of their documents.',
  patientIntro: 'Register for treatment with one of our partner hospitals. Our care team will call you to plan the next steps.',
  doctorIntro: 'Join our network of doctors. We verify every registration with the issuing medical council before your profile goes live.',
  hospitalIntro: 'Partner with us to receive patient referrals. We verify the registration and accreditation before listing the hospital.',
};
