export * from './contract-list.js';
export * from './claim-list.js';
export * from './object-filter.js';
