export { OrderFilePage } from './order-file-page.js';
