/**
 * Words and expressions a company name may carry only with the Secretary of
 * State's approval, and often a view from a named body (Companies Act 2006
 * ss. 55–56; The Company, Limited Liability Partnership and Business Names
 * (Sensitive Words and Expressions) Regulations 2014, SI 2014/3140, which
 * replaced the 2009 Regulations, Schedule 1 Part 1; Companies House guidance
 * "Incorporation and names", annex A). Their plural and possessive forms are
 * sensitive too (reg. 3(b)).
 *
 * English forms only: the Welsh words of the Schedule and their mutated forms
 * are not listed. The list was written from Companies House's annex and was
 * not compared word for word with the instrument when it was added
 * (docs/company-formation.md says so); the checker only warns, Companies
 * House decides.
 */
export const SENSITIVE_WORDS: readonly string[] = [
  'Accredit',
  'Accreditation',
  'Accredited',
  'Accrediting',
  'Adjudicator',
  'Association',
  'Assurance',
  'Assurer',
  'Audit office',
  'Auditor general',
  'Authority',
  'Benevolent',
  'Chamber of commerce',
  'Chamber of industry',
  'Chamber of trade',
  'Charitable',
  'Charity',
  'Charter',
  'Chartered',
  'Chemist',
  'Chemistry',
  'Commission',
  'Co-operative',
  'Council',
  'Dental',
  'Dentistry',
  'Duke',
  'England',
  'English',
  'Federation',
  'Foundation',
  'Friendly society',
  'Fund',
  'Government',
  'HM',
  'Her Majesty',
  'His Majesty',
  'Industrial and provident society',
  'Institute',
  'Institution',
  'Insurance',
  'Insurer',
  'Ireland',
  'Irish',
  'King',
  'Licensing',
  "Lloyd's",
  'Medical centre',
  'Mutual',
  'National',
  'Northern Ireland',
  'Northern Irish',
  'Oversight',
  'Patent',
  'Patentee',
  'Police',
  'Polytechnic',
  'Post office',
  'Prince',
  'Princess',
  'Queen',
  'Reassurance',
  'Reassurer',
  'Register',
  'Registered',
  'Reinsurance',
  'Reinsurer',
  'Royal',
  'Royalty',
  'Scotland',
  'Scottish',
  'Sheffield',
  'Society',
  'Special school',
  'Standards',
  'Stock exchange',
  'Trade union',
  'Tribunal',
  'Trust',
  'United Kingdom',
  'University',
  'Wales',
  'Welsh',
  'Windsor',
];

/** Text as compared: lower case, curly apostrophes straight, hyphens and other signs as spaces. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()} `;
}

/** A sensitive word or expression as a pattern: whole words, with its plural or possessive. */
function patternOf(word: string): RegExp {
  const escaped = normalise(word)
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const inflected = escaped.endsWith('y')
    ? `${escaped.slice(0, -1)}(?:y|ies)`
    : `${escaped}(?:s|es)?`;
  return new RegExp(` ${inflected}(?:'s|')? `, 'u');
}

const PATTERNS = SENSITIVE_WORDS.map((word) => [word, patternOf(word)] as const);

/**
 * The sensitive words and expressions a company name contains, as the list
 * writes them, in its order: "Royal Trusts Ltd" gives Royal and Trust. A
 * word inside another ("Kingston", "Trustworthy") is not one.
 */
export function findSensitiveWords(name: string): string[] {
  const text = normalise(name);
  return PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([word]) => word);
}
