/**
 * The storage key of the n-th file (0-based) of a signature request. Keys are
 * lowercase words and UUIDs only (the documents module's STORAGE_KEY_PATTERN
 * guards the disk adapter with it), so the file number is written as a
 * UUID-shaped value: `signatures/{requestId}/00000000-0000-0000-0000-000000000001`.
 * A retry writes the same keys again instead of leaving copies behind.
 */
export function getSignatureFileKey(
  prefix: 'signatures' | 'sandboxsignatures',
  requestId: string,
  index: number,
  variant: 'unsigned' | 'signed' = 'unsigned',
): string {
  const number = (index + 1).toString(16).padStart(12, '0');
  return `${prefix}/${requestId}/00000000-0000-0000-${variant === 'signed' ? '0001' : '0000'}-${number}`;
}
