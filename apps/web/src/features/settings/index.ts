export { SettingsPage } from './settings-page.js';
