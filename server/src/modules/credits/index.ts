// What other modules may use of users' credit; everything else in this folder is its own business.
export { creditBalance, postCredit } from './ledger.ts';
