import './styles.css';

/*
 * The app's code is evaluated in two tasks rather than one, so that the
 * browser stays responsive while a page rendered on the server comes alive:
 * React first, then the app. Both are fetched at once; each is evaluated as
 * soon as it and what it needs have arrived. The protobuf runtime, Connect
 * and the contracts come with the first call (app/rpc/query.ts).
 */
const react = import('react-dom/client');
const app = import('./app/start-app.js');
void react.then(() => app).then(({ startApp }) => startApp());
