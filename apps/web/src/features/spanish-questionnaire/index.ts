export { SpanishFunnelPage } from './spanish-funnel-page.js';
