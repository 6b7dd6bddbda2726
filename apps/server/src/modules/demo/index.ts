export { seedDemo } from './seed-demo.js';
export { DEMO_PASSWORD } from './demo-users.js';
