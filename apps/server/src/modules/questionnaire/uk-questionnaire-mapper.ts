import { toJson } from '@bufbuild/protobuf';
import type { UkIncorporationAnswers } from '@foundly/domain';
import { UkIncorporationSchema, type UkIncorporation } from '@foundly/proto';

/**
 * The sections of an UpdateUkIncorporation request as answers, in the stored
 * shape (the message's JSON, enumerations as numbers): a section that is set
 * is there, whole, even when empty; a section left unset is not.
 */
export function toUkAnswersUpdate(sections: UkIncorporation | undefined): UkIncorporationAnswers {
  if (!sections) return {};
  return toJson(UkIncorporationSchema, sections, { enumAsInteger: true }) as UkIncorporationAnswers;
}
