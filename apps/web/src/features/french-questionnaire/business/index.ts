import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';
import { ActivityStep } from './activity-step.js';
import { AddressStep } from './address-step.js';
import { ArtisanalStep } from './artisanal-step.js';
import { ContactStep } from './contact-step.js';
import { EndOfFinancialYearStep } from './end-of-financial-year-step.js';
import { ExpectedVolumeStep } from './expected-volume-step.js';
import { FiscalOptionStep } from './fiscal-option-step.js';
import { LifetimeStep } from './lifetime-step.js';
import { NameStep } from './name-step.js';
import { UrssafStep } from './urssaf-step.js';
import { VatStep } from './vat-step.js';

export default {
  address: AddressStep,
  name: NameStep,
  activity: ActivityStep,
  artisanal: ArtisanalStep,
  lifetime: LifetimeStep,
  vat: VatStep,
  'end-of-financial-year': EndOfFinancialYearStep,
  'expected-volume': ExpectedVolumeStep,
  contact: ContactStep,
  urssaf: UrssafStep,
  'fiscal-option': FiscalOptionStep,
} satisfies FunnelSteps;
