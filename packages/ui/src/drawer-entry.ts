export { Drawer as default } from './components/drawer.js';
