export { OffersPage } from './routes/offers-page';
