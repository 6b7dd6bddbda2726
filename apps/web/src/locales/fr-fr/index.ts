import documentLabels from '@foundly/app-kit/document-labels/fr-fr';
import spanishCalendar from './spanish-calendar.js';
import timeline from './timeline.js';
import spanishHome from './spanish-home.js';
import spanishCertificate from './spanish-certificate.js';
import spanishPersonal from './spanish-personal.js';
import spanishBusiness from './spanish-business.js';
import spanishCompany from './spanish-company.js';
import spanishSummary from './spanish-summary.js';
import ukQuestionnaire from './uk-questionnaire.js';
import questionnaire from './questionnaire.js';
import personalInformation from './personal-information.js';
import businessInformation from './business-information.js';
import identityAndSignature from './identity-and-signature.js';
import questionnaireIssues from './questionnaire-issues.js';
import type { Messages } from '../../app/i18n/message-types.js';
import documents from './documents.js';
import upload from './upload.js';
import spanishDocuments from './spanish-documents.js';
import accounting from './accounting.js';
import taxQuarters from './tax-quarters.js';
import subscription from './subscription.js';
import banking from './banking.js';
import compliance from './compliance.js';
import billing from './billing.js';
import checkout from './checkout.js';
import auth from './auth.js';
import common from './common.js';
import createCustomer from './create-customer.js';
import entityChoice from './entity-choice.js';
import errors from './errors.js';
import home from './home.js';
import invoicing from './invoicing.js';
import pages from './pages.js';
import settings from './settings.js';
import shell from './shell.js';
import supportChat from './support-chat.js';

export default {
  common,
  auth,
  createCustomer,
  shell,
  home,
  invoicing,
  pages,
  settings,
  errors,
  entityChoice,
  documents,
  upload,
  ...documentLabels,
  spanishDocuments,
  checkout,
  billing,
  accounting,
  taxQuarters,
  subscription,
  banking,
  compliance,
  questionnaire,
  personalInformation,
  businessInformation,
  identityAndSignature,
  spanishHome,
  spanishCertificate,
  spanishPersonal,
  spanishBusiness,
  spanishCompany,
  spanishSummary,
  ukQuestionnaire,
  questionnaireIssues,
  spanishCalendar,
  timeline,
  supportChat,
} satisfies Messages;
