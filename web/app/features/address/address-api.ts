import type { TAddressBody, TUpdateAddressBody } from '@upahar/contract';
import {
  addShippingAddress,
  deleteShippingAddress,
  listShippingAddresses,
  updateShippingAddress,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

export const fetchAddresses = (isDonation: boolean, signal?: AbortSignal) =>
  callApi(listShippingAddresses, { query: { isDonation: isDonation ? '1' : '0' } }, { signal }).then(
    (r) => r.data.addressInfo,
  );

export const addAddress = (body: TAddressBody) => callApi(addShippingAddress, { body });

export const updateAddress = (body: TUpdateAddressBody) => callApi(updateShippingAddress, { body });

export const deleteAddress = (addressId: number) => callApi(deleteShippingAddress, { body: { addressId } });
