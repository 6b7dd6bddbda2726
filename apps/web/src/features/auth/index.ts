export { SignInPage } from './sign-in-page.js';
export { SignUpPage } from './sign-up-page.js';
export { AuthNoticePage } from './auth-notice-page.js';
