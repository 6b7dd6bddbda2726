export { FrenchFunnelPage } from './french-funnel-page.js';
