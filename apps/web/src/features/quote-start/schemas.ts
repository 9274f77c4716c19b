/** The answer schemas of this feature's calls, loaded with the first call (lazySchemas): zod stays out of the entry. */
export { ZQuoteDemoReceipt, ZQuoteHandoverResult, ZQuoteOfferImportResult, ZQuoteProduct, ZQuoteProductList, ZQuoteStart } from '@portal/domain';
