import { createServerNotice } from './server-notice';

/**
 * Which lines the server took out of a member's cart because their product is no longer sold
 * (issue 20): its removedMessage, kept until the cart page has shown it.
 */
const removedLinesNotice = createServerNotice();

export const noteRemovedLines = removedLinesNotice.note;
export const clearRemovedLinesNotice = removedLinesNotice.clear;
export const useRemovedLinesNotice = removedLinesNotice.useNotice;
