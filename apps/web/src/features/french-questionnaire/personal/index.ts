import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';
import { ActivitiesStep } from './activities-step.js';
import { AdditionalInfoStep } from './additional-info-step.js';
import { AddressStep } from './address-step.js';
import { BirthPlaceStep } from './birth-place-step.js';
import { CurrentSituationStep } from './current-situation-step.js';
import { FiliationStep } from './filiation-step.js';
import { GenderStep } from './gender-step.js';
import { MaritalStatusStep } from './marital-status-step.js';
import { NameStep } from './name-step.js';
import { SpouseBirthPlaceStep } from './spouse-birth-place-step.js';
import { SpouseNameStep } from './spouse-name-step.js';

export default {
  name: NameStep,
  address: AddressStep,
  gender: GenderStep,
  filiation: FiliationStep,
  'current-situation': CurrentSituationStep,
  'birth-place': BirthPlaceStep,
  'marital-status': MaritalStatusStep,
  'spouse-name': SpouseNameStep,
  'spouse-birth-place': SpouseBirthPlaceStep,
  'additional-info': AdditionalInfoStep,
  activities: ActivitiesStep,
} satisfies FunnelSteps;
