export * from './languages';
export * from './format-message';
