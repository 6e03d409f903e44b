import type { Product } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { CartChoiceError, firstCartChoice, useAddToCart } from '@/features/shopping';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { catalogueMessages } from '../catalogue.messages';

/**
 * spec §5: a card's add to cart uses the first variant and its size (the first in stock,
 * decision 012); with no variant, size or id it is refused with only a console message (the
 * card cannot ask which size).
 */
export function CardAddToCartButton({
  product,
  describedBy,
  className,
}: {
  product: Product;
  describedBy?: string;
  className?: string;
}) {
  const addToCart = useAddToCart();
  const t = useT(catalogueMessages);
  const soldOut = product.totalStock <= 0;

  function add() {
    let choice;
    try {
      choice = firstCartChoice(product);
    } catch (error) {
      if (!(error instanceof CartChoiceError)) throw error;
      console.warn('Add to cart skipped:', error.message, product._id);
      return;
    }
    addToCart.mutate({ product, ...choice, quantity: 1 });
  }

  return (
    <Button
      size="sm"
      onClick={add}
      disabled={soldOut || addToCart.isPending}
      aria-describedby={describedBy}
      className={cn('px-2 whitespace-nowrap sm:px-3', className)}
    >
      {/* Phones' two-column cards have no room for the icon beside the words. */}
      <CartIcon className="hidden size-4 shrink-0 sm:block" />
      {addToCart.isPending ? t('adding') : t('addToCart')}
    </Button>
  );
}
