/**
 * The rule of a document type chosen with radio cards: 'Please select a
 * document type' (spec 02 §5), the domain's message for an unspecified type
 * (`FIELD_MESSAGES.documentType`, written out so that the step does not load
 * the domain's list of messages), rather than the generic required message.
 */
export const CHOOSE_A_TYPE = {
  validate: (value: string | undefined) =>
    (value !== undefined && value !== '') || 'errors.field.documentType',
};
