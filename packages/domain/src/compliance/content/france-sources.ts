import { legalSource, officialGuide } from './obligation.js';

const LEGIFRANCE = 'https://www.legifrance.gouv.fr/codes/texte_lc';

/** The codes on Légifrance; each source names its article in its link text. */
export const CODE = {
  tax: `${LEGIFRANCE}/LEGITEXT000006069577`,
  commerce: `${LEGIFRANCE}/LEGITEXT000005634379`,
  labour: `${LEGIFRANCE}/LEGITEXT000006072050`,
  socialSecurity: `${LEGIFRANCE}/LEGITEXT000006073189`,
  monetary: `${LEGIFRANCE}/LEGITEXT000006072026`,
} as const;

/** A Légifrance source named by its article, in the three languages. */
export function article(url: string, fr: string, en: string, es: string) {
  return legalSource(url, { 'fr-fr': fr, 'en-gb': en, 'es-es': es });
}

export const IMPOTS_PRO = officialGuide('https://www.impots.gouv.fr/professionnel', {
  'fr-fr': 'impots.gouv.fr, espace professionnel',
  'en-gb': 'impots.gouv.fr, business area',
  'es-es': 'impots.gouv.fr, espacio profesional',
});

export const SERVICE_PUBLIC = officialGuide('https://entreprendre.service-public.fr', {
  'fr-fr': 'entreprendre.service-public.fr',
  'en-gb': 'entreprendre.service-public.fr (French government guide)',
  'es-es': 'entreprendre.service-public.fr (guía del Gobierno francés)',
});

export const GUICHET_UNIQUE = 'https://formalites.entreprises.gouv.fr';
export const NET_ENTREPRISES = 'https://www.net-entreprises.fr';
export const URSSAF = 'https://www.urssaf.fr';
export const AUTOENTREPRENEUR = 'https://www.autoentrepreneur.urssaf.fr';
