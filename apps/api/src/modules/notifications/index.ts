/**
 * Order e-mails and SMS through a transactional outbox (issue 14, decision 016): the orders
 * module announces events inside its transactions; the worker delivers them.
 */
export { announceOrderEvent } from './order-announcement';
export { registerNotifications } from './notifications-module';
