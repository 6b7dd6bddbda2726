export { recordAnalyticsEvent, type AnalyticsEventName } from './analytics.repository.js';
