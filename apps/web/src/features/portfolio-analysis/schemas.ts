/** The answer schema of this feature's call, loaded with the first call (lazySchemas): zod stays out of the entry. */
export { ZPortfolioAnalysis } from '@portal/domain';
