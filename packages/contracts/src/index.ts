export * from './constants';
export * from './money';
export * from './format';
export * from './schemas/common';
export * from './schemas/fields';
export * from './schemas/category';
export * from './schemas/product';
export * from './schemas/auth';
