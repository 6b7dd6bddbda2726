export * from './modelo-130.js';
export * from './modelo-303.js';
export * from './quarter.js';
export * from './quarter-to-file.js';
export * from './quarterly-csv.js';
export * from './return-boxes.js';
