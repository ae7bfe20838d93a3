// The delivery feature's public face: where and when an order goes. Other features import from here.

export { deliveredOn } from './delivered-on';
export { fetchEligibility } from './eligibility';
export { LocationField } from './location-field';
export { type DeliveryPick, LocationPicker } from './location-picker';
export { loadDeliveryLocations, readLastLocation, rememberLocation } from './location-store';
export { type GpsFix, useGpsLocation } from './use-gps-location';
