export const storeProfileKeys = {
  all: ['store-profile'] as const,
};
