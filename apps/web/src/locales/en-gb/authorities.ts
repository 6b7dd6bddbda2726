export default {
  aeat: 'AEAT',
  seguridad_social: 'Social Security',
  mutua: 'Mutual',
  inss: 'INSS',
  fnmt: 'FNMT',
} as const;
