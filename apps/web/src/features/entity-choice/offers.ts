import type { MessageKey } from '../../app/i18n/index.js';

export interface Offer {
  country: 'FR' | 'ES' | 'UK';
  legalForm: string;
  title: MessageKey;
  body: MessageKey;
}

/** The formations a founder can start, grouped by country. */
export const OFFERS: readonly { country: MessageKey; offers: readonly Offer[] }[] = [
  {
    country: 'entityChoice.france',
    offers: [
      {
        country: 'FR',
        legalForm: 'sasu',
        title: 'entityChoice.sasu.title',
        body: 'entityChoice.sasu.body',
      },
      {
        country: 'FR',
        legalForm: 'eurl',
        title: 'entityChoice.eurl.title',
        body: 'entityChoice.eurl.body',
      },
      {
        country: 'FR',
        legalForm: 'microenterprise',
        title: 'entityChoice.micro.title',
        body: 'entityChoice.micro.body',
      },
    ],
  },
  {
    country: 'entityChoice.spain',
    offers: [
      {
        country: 'ES',
        legalForm: 'autonomo',
        title: 'entityChoice.autonomo.title',
        body: 'entityChoice.autonomo.body',
      },
      {
        country: 'ES',
        legalForm: 'sl',
        title: 'entityChoice.sl.title',
        body: 'entityChoice.sl.body',
      },
      {
        country: 'ES',
        legalForm: 'sa',
        title: 'entityChoice.sa.title',
        body: 'entityChoice.sa.body',
      },
    ],
  },
  {
    country: 'entityChoice.uk',
    offers: [
      {
        country: 'UK',
        legalForm: 'ltd',
        title: 'entityChoice.ltd.title',
        body: 'entityChoice.ltd.body',
      },
    ],
  },
];
