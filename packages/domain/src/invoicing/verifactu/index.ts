export * from './applicability.js';
export * from './chain.js';
export * from './huella.js';
export * from './qr-url.js';
export * from './record-format.js';
export * from './records.js';
export * from './timestamp.js';
