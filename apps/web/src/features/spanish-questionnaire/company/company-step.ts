import type { MessageInitShape } from '@bufbuild/protobuf';
import type { SpanishCompanySchema } from '@foundly/proto';

/** One step of an SL's or SA's questionnaire, as UpdateQuestionnaire's `company` carries it. */
export type CompanyStep = MessageInitShape<typeof SpanishCompanySchema>;
