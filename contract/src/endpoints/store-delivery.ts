import { defineEndpoint } from '../endpoint.ts';
import {
  ZClosedDayBody,
  ZClosedDayParams,
  ZSlotLimitsBody,
  ZStoreDeliveryDaysResponse,
} from '../store-delivery.ts';
import { ZStoreIdParams } from '../store-team.ts';

// A store's delivery calendar: its owner and managers change it, an admin any store's. Another
// store answers 404.
const calendar = { surface: 'dashboard', tag: 'dashboard delivery days', access: 'staff' } as const;

export const getStoreDeliveryDays = defineEndpoint({
  ...calendar,
  id: 'getStoreDeliveryDays',
  method: 'GET',
  path: '/stores/:storeId/delivery',
  summary: "The store's closed days from today and its own limit in each of the shop's time slots",
  params: ZStoreIdParams,
  response: ZStoreDeliveryDaysResponse,
  errors: [404],
});

export const addStoreClosedDay = defineEndpoint({
  ...calendar,
  id: 'addStoreClosedDay',
  auditLabel: 'Marked a day the store is closed',
  method: 'POST',
  path: '/stores/:storeId/closed-days',
  summary: 'Mark a day the store does not deliver (again: change its reason)',
  params: ZStoreIdParams,
  body: ZClosedDayBody,
  response: ZStoreDeliveryDaysResponse,
  errors: [404],
});

export const removeStoreClosedDay = defineEndpoint({
  ...calendar,
  id: 'removeStoreClosedDay',
  auditLabel: 'Opened a closed day again',
  method: 'DELETE',
  path: '/stores/:storeId/closed-days/:day',
  summary: 'The store delivers on that day after all',
  params: ZClosedDayParams,
  response: ZStoreDeliveryDaysResponse,
  errors: [404],
});

export const setStoreSlotLimits = defineEndpoint({
  ...calendar,
  id: 'setStoreSlotLimits',
  auditLabel: "Set a store's orders per time slot",
  method: 'PUT',
  path: '/stores/:storeId/slot-limits',
  summary: "Set the most orders the store takes in each time slot a day (empty: only the shop's limit)",
  params: ZStoreIdParams,
  body: ZSlotLimitsBody,
  response: ZStoreDeliveryDaysResponse,
  errors: [404],
});
