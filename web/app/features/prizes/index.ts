// The shopper's prizes from games and contests.
export { PrizesPage } from './prizes-page';
