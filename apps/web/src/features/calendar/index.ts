export { CalendarPage } from './calendar-page.js';
