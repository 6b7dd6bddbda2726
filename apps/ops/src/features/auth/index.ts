export { SignInPage, type SignInReason } from './sign-in-page.js';
