// What routes and other features may use of checkout; its other files are its own business.

export { fetchDeliveryCharge, fetchMethodsSlots, fetchSummary } from './checkout-api';
export { CheckoutPage } from './checkout-page';
export { ConfirmationPage } from './confirmation-page';
