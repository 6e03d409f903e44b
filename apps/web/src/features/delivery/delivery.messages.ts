import { defineMessages } from '@/lib/i18n';

/** The delivery check and the delivery promise (product page, cart, checkout). */
const en = {
  checkDelivery: 'Check delivery',
  pincode: 'Pincode',
  enterPincode: 'Enter pincode',
  check: 'Check',
  checkHint: 'Enter your pincode to see when it can reach you and whether you can pay on delivery.',
  checkingDelivery: 'Checking delivery',
  checkFailed: 'Could not check delivery. Please try again.',
  invalidPincode: 'Please enter a valid 6-digit pincode',
  notDelivered: 'Sorry, we do not deliver to {pincode}',
  deliveryBy: 'Delivery by {day}',
  to: 'to {pincode}',
  codAvailable: 'Cash on delivery available',
  codNotAvailable: 'Cash on delivery is not available',
} as const;

export type DeliveryMessages = typeof en;
export const deliveryMessages = defineMessages(en, () => import('./delivery.messages.hi'));
