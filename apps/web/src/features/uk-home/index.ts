export { UkHomePage } from './uk-home-page.js';
