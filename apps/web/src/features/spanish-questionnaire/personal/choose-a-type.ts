import { FIELD_MESSAGES } from '@foundly/domain';

/**
 * The rule of a document type chosen with radio cards: 'Please select a
 * document type' (spec 02 §5), the domain's message for an unspecified type,
 * rather than the generic required message.
 */
export const CHOOSE_A_TYPE = {
  validate: (value: string | undefined) =>
    (value !== undefined && value !== '') || FIELD_MESSAGES.documentType,
};
