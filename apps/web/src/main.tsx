import './styles.css';

/*
 * The app's code is evaluated in a few tasks rather than one, so that the
 * browser stays responsive while a page rendered on the server comes alive:
 * React first, then the protobuf runtime, then the app. All three are fetched
 * at once; each is evaluated as soon as it and what it needs have arrived.
 */
const react = import('react-dom/client');
const protobuf = import('@bufbuild/protobuf');
const app = import('./app/start-app.js');
void react
  .then(() => protobuf)
  .then(() => app)
  .then(({ startApp }) => startApp());
