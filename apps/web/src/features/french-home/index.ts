export { FrenchHomePage } from './french-home-page.js';
