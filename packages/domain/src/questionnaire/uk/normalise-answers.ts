import { toActivityCode } from '../../reference-data/activity-index.js';
import { normaliseUkPostcode } from '../validation/postal-codes.js';
import type { UkAddressAnswer, UkIncorporationAnswers, UkOfficerAnswer } from './answers.js';
import { normalisePersonalCode } from './personal-code.js';

/** Every text of a value trimmed, down through objects and lists. */
function trimTexts<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimTexts) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, trimTexts(entry)]),
    ) as T;
  }
  return value;
}

function normaliseAddress(address: UkAddressAnswer | undefined): UkAddressAnswer | undefined {
  if (!address) return address;
  const countryCode = (address.countryCode || 'GB').toUpperCase();
  return {
    ...address,
    countryCode,
    ...(address.postcode !== undefined && countryCode === 'GB'
      ? { postcode: normaliseUkPostcode(address.postcode) }
      : {}),
  };
}

function normaliseOfficer<T extends UkOfficerAnswer>(officer: T): T {
  return {
    ...officer,
    ...(officer.countryOfResidence !== undefined
      ? { countryOfResidence: officer.countryOfResidence.toUpperCase() }
      : {}),
    serviceAddress: normaliseAddress(officer.serviceAddress),
    residentialAddress: normaliseAddress(officer.residentialAddress),
    ...(officer.personalCode !== undefined
      ? { personalCode: normalisePersonalCode(officer.personalCode) }
      : {}),
  };
}

/**
 * UK answers as kept, once checked: texts trimmed, addresses in GB unless
 * said otherwise with their postcodes as Royal Mail prints them, SIC codes
 * as digits, personal codes as Companies House prints them.
 */
export function normaliseUkAnswers(answers: UkIncorporationAnswers): UkIncorporationAnswers {
  const trimmed = trimTexts(answers);
  const { registeredOffice, activity, directors, shareCapital, significantControl } = trimmed;
  return {
    ...trimmed,
    ...(registeredOffice
      ? { registeredOffice: { address: normaliseAddress(registeredOffice.address) } }
      : {}),
    ...(activity ? { activity: { sicCodes: (activity.sicCodes ?? []).map(toActivityCode) } } : {}),
    ...(directors
      ? { directors: { directors: (directors.directors ?? []).map(normaliseOfficer) } }
      : {}),
    ...(shareCapital
      ? {
          shareCapital: {
            ...shareCapital,
            shareholders: (shareCapital.shareholders ?? []).map((shareholder) => ({
              ...shareholder,
              address: normaliseAddress(shareholder.address),
            })),
          },
        }
      : {}),
    ...(significantControl
      ? {
          significantControl: {
            ...significantControl,
            persons: (significantControl.persons ?? []).map(normaliseOfficer),
          },
        }
      : {}),
  };
}
