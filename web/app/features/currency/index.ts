// What other features may use of currency; its other files are its own business.
export { CurrencyProvider, Price, usePrice } from './currency-context';
