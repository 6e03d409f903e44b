import { useState } from 'react';
import type { Product } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import { useAddToCart, WishlistToggle } from '@/features/shopping';
import {
  canAddToCart,
  colourChoices,
  selectColour,
  selectSize,
  selectedVariant,
  showsColourChoice,
  showsSizeChoice,
  sizeChoices,
  type VariantSelection,
} from '../../variant-selection';
import { ColourPicker } from './colour-picker';
import { PurchaseNotes } from './purchase-notes';
import { QuantityStepper } from './quantity-stepper';
import { useT } from '@/lib/i18n';
import { productDetailMessages } from './product-detail.messages';
import { SizePicker } from './size-picker';

/**
 * The buying side of the product page: price of the chosen variant, colour and size (spec §4
 * rules), quantity, Add to Cart and the wishlist toggle.
 */
export function PurchasePanel({
  product,
  selection,
  onSelectionChange,
}: {
  product: Product;
  selection: VariantSelection;
  onSelectionChange: (selection: VariantSelection) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const t = useT(productDetailMessages);
  const addToCart = useAddToCart();
  const variant = selectedVariant(product, selection);
  const price = variant?.price ?? product.price;
  const originalPrice = variant?.originalPrice ?? product.originalPrice;
  const enabled = canAddToCart(product, selection, false);
  // While adding, the button says so and ignores presses but stays focusable: a disabled button
  // drops the keyboard focus to the page's start (a walk-through lost it there).
  const adding = addToCart.isPending;
  // A quantity chosen for a size with more stock shrinks to what the new size has.
  const stock = variant?.stock;
  const shownQuantity = stock !== undefined && stock > 0 ? Math.min(quantity, stock) : quantity;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Price price={price} originalPrice={originalPrice} offStyle="badge" className="text-2xl" />
        {/* Issue 14: prices include GST (Legal Metrology: MRP inclusive of all taxes). */}
        <p className="mt-1 text-sm text-slate-500">{t('inclusiveOfTaxes')}</p>
      </div>

      {showsColourChoice(product) ? (
        <ColourPicker
          colours={colourChoices(product)}
          chosen={selection.color}
          onChoose={(color) => onSelectionChange(selectColour(product, selection, color))}
        />
      ) : null}

      {showsSizeChoice(product) ? (
        <SizePicker
          sizes={sizeChoices(product, selection.color)}
          chosen={selection.size}
          onChoose={(size) => onSelectionChange(selectSize(product, selection, size))}
        />
      ) : null}

      {variant && variant.stock <= 0 ? (
        <p className="text-sm font-semibold text-red-700">{t('outOfStock')}</p>
      ) : null}

      <QuantityStepper value={shownQuantity} max={stock} onChange={setQuantity} />

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          size="lg"
          className="sm:flex-1"
          disabled={!enabled}
          aria-disabled={adding || undefined}
          onClick={() => {
            if (adding) return;
            addToCart.mutate({
              product,
              variantId: selection.variantId,
              size: selection.size,
              quantity: shownQuantity,
            });
          }}
        >
          <CartIcon className="size-5" />
          {adding ? t('adding') : t('addToCart')}
        </Button>
        <WishlistToggle
          product={product}
          variantId={selection.variantId}
          look="button"
          className="sm:flex-1"
        />
      </div>

      <PurchaseNotes nonReturnable={product.nonReturnable} />
    </div>
  );
}
