/** Metadata keys the French flow writes on an order (spec 01 §3). */
export const FRENCH_METADATA_KEYS = [
  'recommended_activity',
  'fiscal_option_viewed',
  'identity_intro_viewed',
  'esignature_intro_viewed',
  'activityWasNotArtisanal',
] as const;

/** Metadata keys the Spanish flow writes on an order (spec 02 §3). */
export const SPANISH_METADATA_KEYS = [
  'esignature_intro_viewed',
  'userReviewedIdExtractedFields',
  'userReviewedPoaExtractedFields',
  'userReviewedPoaFiscalExtractedFields',
  'userReviewedPoaNotificationExtractedFields',
  'userReviewedOcrIban',
  'userProvidedPersonalCertificate',
  'userProvidedPersonalCertificatePassword',
] as const;

export const MAX_METADATA_ENTRIES = 50;
export const MAX_METADATA_VALUE_LENGTH = 500;

const METADATA_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * Checks metadata sent by a client: bounded in count and size, keys made of
 * letters, digits and underscores. Returns the offending key, or undefined.
 */
export function findInvalidMetadataKey(metadata: Record<string, string>): string | undefined {
  const entries = Object.entries(metadata);
  if (entries.length > MAX_METADATA_ENTRIES) return entries[MAX_METADATA_ENTRIES]?.[0];
  return entries.find(
    ([key, value]) => !METADATA_KEY.test(key) || value.length > MAX_METADATA_VALUE_LENGTH,
  )?.[0];
}

/** Metadata the screens after the questionnaire still write: the signature intro being read. */
export const METADATA_KEYS_AFTER_QUESTIONNAIRE: readonly string[] = ['esignature_intro_viewed'];

/**
 * Whether an update may be applied once the questionnaire was sent: only
 * metadata, and only keys of the screens that come after it.
 */
export function isAllowedAfterQuestionnaire(
  metadata: Record<string, string>,
  hasAnswers: boolean,
): boolean {
  const keys = Object.keys(metadata);
  return (
    !hasAnswers &&
    keys.length > 0 &&
    keys.every((key) => METADATA_KEYS_AFTER_QUESTIONNAIRE.includes(key))
  );
}
