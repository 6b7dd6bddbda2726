export { InboxPage } from './inbox-page.js';
