export * from './users';
export * from './catalogue';
export * from './shopping';
export * from './orders';
export * from './audit';
export * from './store';
export * from './notifications';
export * from './invoices';
