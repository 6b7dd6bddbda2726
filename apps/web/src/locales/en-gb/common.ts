export default {
  appName: 'Foundly',
  loading: 'Loading…',
  back: 'Back',
  continue: 'Continue',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  skipToContent: 'Skip to content',
  language: 'Language',
  languages: { 'en-gb': 'English', 'fr-fr': 'Français', 'es-es': 'Español' },
  theme: { label: 'Theme', light: 'Light theme', dark: 'Dark theme' },
} as const;
