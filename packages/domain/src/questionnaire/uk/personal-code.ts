/**
 * The Companies House personal code a person receives once their identity is
 * verified (Economic Crime and Corporate Transparency Act 2023; compulsory for
 * directors and persons with significant control from 18 November 2025): 11
 * letters and digits, printed in three groups, e.g. "FT5-15ED-7JY5"
 * (Companies House, "Companies House personal codes for identity verification").
 */
const PERSONAL_CODE = /^[A-Z0-9]{11}$/;

/** A personal code as Companies House prints it: upper case, groups of 3, 4 and 4 joined by hyphens. */
export function normalisePersonalCode(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return PERSONAL_CODE.test(compact)
    ? `${compact.slice(0, 3)}-${compact.slice(3, 7)}-${compact.slice(7)}`
    : value.trim();
}

/** Whether a text is a personal code, typed with or without its hyphens and spaces, in any case. */
export function isPersonalCode(value: string): boolean {
  return PERSONAL_CODE.test(value.replace(/[\s-]/g, '').toUpperCase());
}
