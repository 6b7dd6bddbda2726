import documentLabels from '@foundly/app-kit/document-labels/es-es';
import type { Messages } from '../../app/i18n/message-types.js';
import answers from './answers.js';
import common from './common.js';
import compliance from './compliance.js';
import domain from './domain.js';
import errors from './errors.js';
import file from './file.js';
import pages from './pages.js';

export default {
  common,
  compliance,
  ...pages,
  file,
  answers,
  ...domain,
  ...documentLabels,
  errors,
} satisfies Messages;
