import type { TOrderDrop } from '@upahar/contract';
import type { OrderAddress, orderParts } from '../../db/schema/orders.ts';

/**
 * Who receives a part and the card with it. Parts made before orders had several recipients
 * carry no address of their own: theirs is the order's.
 */
export function recipientOf(
  part: Pick<typeof orderParts.$inferSelect, 'drop' | 'address' | 'giftMessage' | 'hideSender'>,
  orderAddress: OrderAddress,
): TOrderDrop {
  const a = part.address ?? orderAddress;
  return {
    drop: part.drop,
    alias: a.alias,
    receiverName: a.receiverName,
    phoneNumber: a.phoneNumber,
    secondaryPhoneNumber: a.secondaryPhoneNumber,
    landmark: a.landmark,
    locationName: a.locationName,
    giftMessage: part.giftMessage,
    hideSender: part.hideSender,
  };
}
