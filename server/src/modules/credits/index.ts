// What other modules may use of users' credit; everything else in this folder is its own business.
export { type CreditEntry, creditBalance, postCredit } from './ledger.ts';
