/**
 * Everyday words UK founders type for common activities, which the SIC titles
 * do not use ("Business and domestic software development" for a developer).
 * They only help the search find the official code; the title shown is always
 * the one Companies House publishes.
 */
export const UK_SIC_2007_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  '62012': ['software developer', 'app developer', 'web developer', 'saas'],
  '62020': ['it consultant', 'it contractor'],
  '70229': ['consultant', 'management consultant', 'business consultant'],
  '74100': ['graphic designer', 'web design'],
  '73110': ['marketing agency', 'digital marketing'],
  '47910': ['e-commerce', 'online shop', 'online store'],
  '85590': ['tutor', 'tutoring', 'trainer'],
  '96020': ['hairdresser', 'barber', 'beautician'],
  '43210': ['electrician'],
  '43220': ['plumber', 'heating engineer'],
  '74209': ['photographer'],
  '69202': ['bookkeeper'],
  '68209': ['landlord', 'buy to let', 'property rental'],
  '49320': ['taxi driver', 'minicab', 'private hire'],
  '53202': ['courier', 'delivery driver'],
  '74300': ['translator', 'interpreter'],
  '56102': ['coffee shop'],
};
