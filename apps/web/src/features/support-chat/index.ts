export { SupportChat } from './support-chat.js';
