/**
 * Everyday words founders type for the most common activities, which the
 * INSEE labels do not use ("Programmation informatique" for a software
 * developer, "Coiffure" for a hairdresser). They only help the search find
 * the official sub-class; the label shown is always INSEE's.
 */
export const NAF_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  '62.01Z': ['développement logiciel', 'développeur', 'site web', 'application mobile'],
  '62.02A': ['conseil informatique', 'consultant informatique'],
  '70.22Z': ['consultant', 'conseil aux entreprises', 'conseil en stratégie'],
  '74.10Z': ['graphiste', 'designer', 'webdesign'],
  '73.11Z': ['marketing', 'communication', 'agence web'],
  '47.91B': ['e-commerce', 'vente en ligne', 'boutique en ligne'],
  '85.59A': ['formateur', 'formation professionnelle'],
  '85.59B': ['cours particuliers', 'soutien scolaire', 'professeur'],
  '96.02A': ['coiffeur', 'coiffeuse'],
  '43.21A': ['électricien'],
  '43.22A': ['plombier', 'chauffagiste'],
  '49.32Z': ['chauffeur vtc', 'vtc'],
  '53.20Z': ['livreur', 'coursier', 'livraison à vélo'],
  '56.10C': ['food truck', 'snack'],
  '74.20Z': ['photographe'],
  '81.21Z': ['ménage', 'femme de ménage', 'agent d’entretien'],
  '93.13Z': ['coach sportif', 'salle de sport'],
  '96.04Z': ['esthéticienne', 'bien-être', 'massage'],
  '43.34Z': ['peintre en bâtiment'],
  '82.11Z': ['assistant administratif', 'secrétariat', 'assistante virtuelle'],
};
