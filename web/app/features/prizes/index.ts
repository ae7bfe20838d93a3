// The shopper's prizes from games and contests.
export { fetchMyPrizes } from './prizes-api';
export { PrizesLoading, PrizesPage } from './prizes-page';
