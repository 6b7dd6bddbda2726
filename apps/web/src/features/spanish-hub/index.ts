export { SpanishHubPage } from './spanish-hub-page.js';
