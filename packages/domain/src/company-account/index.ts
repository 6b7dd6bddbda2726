export * from './business-account-offer.js';
export * from './onboarding-state.js';
export * from './bank-retry.js';
