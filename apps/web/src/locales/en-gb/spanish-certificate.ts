export default {
  continue: 'Continue',
  intro: {
    title: 'Do you already have a digital certificate?',
    description:
      'We need it to file your registration with the tax agency and social security on your behalf.',
    upload: 'Yes, I will upload it',
    uploadHint: 'The .pfx or .p12 file and its password',
    obtain: 'No, I want to get one',
    obtainHint: 'We guide you step by step: 24 to 48 hours',
    infoTitle: 'What is a digital certificate?',
    infoBody:
      'A file issued by the FNMT (the Spanish Royal Mint) that identifies you online, like your signature. It is the one you use to deal with the tax agency (AEAT) and social security (TGSS).',
  },
  upload: {
    title: 'Upload your digital certificate',
    description: 'Add the certificate file and type the password you chose when exporting it.',
    fileLabel: 'Certificate file',
    formats: '.pfx or .p12',
    notCertificate: 'A .p12 or .pfx file is expected: the certificate exported with its key.',
    received: 'Certificate received',
    replaceFile: 'Replace',
    keepFile: 'Keep the current file',
    password: 'Certificate password',
    showPassword: 'Show the password',
    secure:
      'Your certificate and its password are stored encrypted and only used to file your registration.',
    expiredGuide: 'How to get a new certificate',
    back: 'Go back',
    missing: 'Upload your certificate and type its password to continue.',
  },
  saved: {
    title: 'Certificate checked',
    description: 'Check that this certificate is yours.',
  },
  provided: {
    title: 'Your digital certificate',
    description: 'We already have your certificate. You can replace it with another one.',
    replace: 'Replace the certificate',
  },
  summary: {
    title: 'Valid certificate',
    holder: 'Holder',
    taxId: 'NIF/NIE',
    expiresAt: 'Valid until',
  },
  guide: {
    title: 'Get your digital certificate',
    description:
      'Request it from the FNMT (the Spanish Royal Mint) from your phone or your computer, without going anywhere: you identify yourself by video.',
    delay: 'Between 24h and 48h (€2.99 + VAT)',
    delayBody:
      'The FNMT charges €2.99 + VAT for the video identification; the certificate arrives 24 to 48 hours later.',
    appTitle: 'With the app “FNMT Solicitud de certificados”',
    appBody: 'Request the certificate and identify yourself with your phone and your ID.',
    store: {
      ios: 'Download it from the App Store',
      android: 'Download it from Google Play',
    },
    tutorialsTitle: 'Video tutorials',
    tutorialsBody: 'The FNMT explains each step in video.',
    tutorialIos: 'Tutorial for iPhone (iOS)',
    tutorialAndroid: 'Tutorial for Android',
    tutorialWeb: 'Tutorial for the website',
    videoTitle: 'Identification by video on the web',
    videoBody: 'No app: identify yourself in a video call from your computer.',
    videoLink: 'Request it with video identification',
    newTab: '(opens in a new tab)',
    haveIt: 'I have it: upload it',
  },
} as const;
