import { fromJson, type JsonValue } from '@bufbuild/protobuf';
import { isForalTerritory, type DocumentAddress, type DocumentSeller } from '@foundly/domain';
import { FiscalTerritory, QuestionnaireSchema, YesNo, type SpanishAddress } from '@foundly/proto';
import type { InvoicingAccountRow } from './commercial-documents.repository.js';

/** A Spanish autónomo as their facturas name them, from the order's questionnaire. */
export interface SpanishIssuer {
  nif: string;
  name: string;
  address: DocumentAddress | undefined;
  /** The day the activity starts (its alta), for the 7 % withholding; '' when not given. */
  activityStartDate: string;
  /** The day an earlier activity ended, if the founder had one. */
  previousActivityEndDate: string | undefined;
  territory: FiscalTerritory;
}

function toDocumentAddress(address: SpanishAddress | undefined): DocumentAddress | undefined {
  if (!address) return undefined;
  return {
    street1: [address.streetName, address.streetNumber].filter(Boolean).join(' '),
    street2: address.buildingNumber ?? '',
    postalCode: address.postalCode ?? '',
    city: address.city ?? '',
    countryCode: 'ES',
  };
}

/**
 * The issuer of an autónomo's facturas: the name and NIF of their identity
 * document and their fiscal address (the home address unless the founder
 * said the fiscal one differs), as the Spanish questionnaire holds them
 * (Real Decreto 1619/2012 art. 6.1.c–e).
 */
export function getSpanishIssuer(account: { row: InvoicingAccountRow }): SpanishIssuer {
  const questionnaire = fromJson(
    QuestionnaireSchema,
    (account.row.order?.questionnaire ?? {}) as JsonValue,
    { ignoreUnknownFields: true },
  );
  const person = questionnaire.spanishPersonalInformation;
  const business = questionnaire.businessInformation;
  const fiscalAddress =
    person?.fiscalResidencyDifferent === YesNo.TRUE ? person?.fiscalAddress : person?.address;
  return {
    nif: (person?.idNumber ?? '').trim().toUpperCase(),
    name: person?.fullName ?? '',
    address: toDocumentAddress(fiscalAddress),
    activityStartDate: business?.expectedStartDate ?? '',
    previousActivityEndDate:
      business?.hasPreviousUnemployedActivity === YesNo.TRUE
        ? business?.previousUnemployedActivity?.dischargeDate || undefined
        : undefined,
    territory: business?.fiscalTerritory ?? FiscalTerritory.UNSPECIFIED,
  };
}

/** The seller's side of a Spanish document as the contract prints it: the autónomo and their NIF. */
export function getSpanishSeller(issuer: SpanishIssuer): DocumentSeller {
  return {
    companyName: issuer.name,
    legalForm: '',
    address: issuer.address,
    registrationNumber: '',
    vatNumber: '',
    shareCapital: 0n,
    register: '',
    vatExempt: false,
    nif: issuer.nif,
  };
}

/**
 * Whether the issuer's facturas give Veri*Factu records: every autónomo of
 * the common territory and the Canary Islands (ahead of the mandatory date,
 * as Real Decreto 1007/2023 allows), none in Navarra or the Basque
 * territories, whose Haciendas Forales have their own systems.
 */
export function issuesVerifactuRecords(issuer: SpanishIssuer): boolean {
  return issuer.territory !== FiscalTerritory.UNSPECIFIED && !isForalTerritory(issuer.territory);
}
