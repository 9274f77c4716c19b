/**
 * The quote start page (spec 001 §2.7; issue 14 item 6): /cc, /service/{url}, /vwfs_vvd_vertrag and the demo
 * calculation product load with their routes (app/router/routes/quote-start-routes.tsx); the shell uses only this
 * lazy admin dialog.
 */
import { lazy } from 'react';

/** Admin menu entry: the licence's calculation products. */
export const QuoteProductsDialog = lazy(() => import('./components/quote-products-dialog'));
