const toCamel = (segment: string) =>
  segment.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The form path of a field named by the server (snake_case from the request
 * down), relative to a section: with the prefix personal_information,
 * personal_information.address.postal_code -> address.postalCode; undefined
 * for a field outside the section.
 */
export function toFormPath(prefix: string, field: string): string | undefined {
  if (!field.startsWith(`${prefix}.`)) return undefined;
  return field
    .slice(prefix.length + 1)
    .split('.')
    .map(toCamel)
    .join('.');
}
