// The address feature's public face: /profile/address and the checkout import from here.

export { fetchAddresses } from './address-api';
export { AddressBook } from './address-book';
export { AddressCard } from './address-card';
export { AddressForm, type AddressFormProps } from './address-form';
export { formatPhone } from './address-payload';
