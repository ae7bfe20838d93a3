// What routes and other features may use of checkout; its other files are its own business.

export { CheckoutPage } from './checkout-page';
export { ConfirmationPage } from './confirmation-page';
