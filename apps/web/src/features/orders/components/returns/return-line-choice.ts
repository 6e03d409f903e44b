import type { ReturnKind } from '@shop/contracts';

/** What the shopper chose for one item of the order in the request dialog. */
export interface LineChoice {
  ticked: boolean;
  kind: ReturnKind;
  quantity: number;
  exchangeVariantId: string;
}

/** An item not (yet) in the request; ticking it starts as a return of one unit. */
export const UNTICKED: LineChoice = {
  ticked: false,
  kind: 'return',
  quantity: 1,
  exchangeVariantId: '',
};
