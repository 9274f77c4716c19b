export * from './claim-identification.js';
export * from './claim-narrative.js';
export * from './dunning.js';
export * from './hail-deductible.js';
export * from './line-data.js';
export * from './vehicle.js';
