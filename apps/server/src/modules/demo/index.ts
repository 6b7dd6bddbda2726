export { seedDemo } from './seed-demo.js';
export { DEMO_OPERATOR, DEMO_PASSWORD } from './demo-users.js';
