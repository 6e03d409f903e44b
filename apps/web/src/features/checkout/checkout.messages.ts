import { defineMessages } from '@/lib/i18n';

/** The checkout page (spec §2 Checkout, §5/§8 alerts): address, delivery, payment, placing. */
const en = {
  title: 'Checkout',
  step: 'Step 2 of 2',
  backToCart: '← Back to Cart',
  openingConfirmation: 'Opening your order confirmation',
  loadingCart: 'Loading your cart',
  loadFailed: 'Oops! Something went wrong',
  tryAgain: 'Try Again',
  checkoutForm: 'Checkout',
  delivery: 'Delivery',
  enterPincode: 'Enter the pincode to see the delivery date.',
  placingOrder: 'Placing Order...',
  placeOrder: 'Place Order {total}',
  placeOrderFailed: 'Failed to place order. Please try again.',
  // Items
  items: 'Items ({count})',
  itemDetails: 'Size: {size} · Qty {quantity}',
  itemDetailsColor: 'Size: {size} · {color} · Qty {quantity}',
  // Shipping address
  shippingAddress: 'Shipping Address',
  loadingAddresses: 'Loading your saved addresses',
  deliverTo: 'Deliver to',
  addressesFailed: 'Your saved addresses could not be loaded. Please type the address below.',
  useNewAddress: 'Use a new address',
  defaultBadge: 'Default',
  phone: 'Phone: {phone}',
  fullName: 'Full name',
  email: 'Email',
  mobileNumber: 'Mobile number',
  address: 'Address',
  addressPlaceholder: 'House no., building, street, area',
  city: 'City',
  state: 'State',
  selectState: 'Select a state',
  pincode: 'Pincode',
  country: 'Country',
  selectCountry: 'Select a country',
  india: 'India',
  saveAddress: 'Save this address',
  shippingRequired: 'Please fill in all required shipping address fields',
  // Payment
  paymentMethod: 'Payment Method',
  codNotAvailable: 'Cash on delivery is not available',
  codNotOffered: 'Cash on delivery is not offered: {reason}',
  codFee: 'A cash-on-delivery fee of {fee} is added to the total.',
  razorpayNote:
    "After you place the order, Razorpay's secure window opens to take the payment. Your card, UPI or bank details are never sent to this shop.",
} as const;

export type CheckoutMessages = typeof en;
// Pure: a chunk that only passes by this feature's index (the home page's) leaves the texts out.
export const checkoutMessages = /* @__PURE__ */ defineMessages(
  en,
  () => import('./checkout.messages.hi'),
);
