/**
 * Delivery promise and cash on delivery (issue 16): the product page's 'Check delivery' box,
 * the cart's and checkout's note for the chosen address, and the answer checkout uses to offer
 * or withhold cash on delivery.
 */
export { DeliveryCheckBox } from './components/delivery-check-box';
export { CartDeliveryNote, OrderDeliveryNote } from './components/order-delivery-note';
export { useOrderDelivery } from './api/order-delivery';
