import type { TAddress, TAddressBody, TUpdateAddressBody } from '@upahar/contract';
import { apiPost, browserApi } from '~/lib/browser-api';

// shipping-addresses?isDonation=0|1 (addressInfo), add/update/delete-shipping-address.

export const fetchAddresses = (isDonation: boolean, signal?: AbortSignal) =>
  browserApi<{ addressInfo: TAddress[] }>({
    method: 'GET',
    path: 'shipping-addresses',
    query: { isDonation: isDonation ? '1' : '0' },
    signal,
  }).then((r) => r.data.addressInfo);

export const addAddress = (body: TAddressBody) => apiPost<TAddress>('add-shipping-address', body);

export const updateAddress = (body: TUpdateAddressBody) => apiPost<TAddress>('update-shipping-address', body);

export const deleteAddress = (addressId: number) => apiPost<null>('delete-shipping-address', { addressId });
