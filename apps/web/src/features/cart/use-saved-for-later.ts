import type { Product, WishlistItem } from '@shop/contracts';
import { showToast } from '@/components/ui/toast-store';
import {
  addToLocalCart,
  CartChoiceError,
  cartErrorText,
  CartValidationError,
  firstCartChoice,
  removeFromLocalWishlist,
  useAddToServerCart,
  useLocalWishlistItems,
  useRemoveFromServerWishlist,
  useServerWishlist,
  useShopper,
} from '@/features/shopping';
import { cartAlert } from './cart-alerts';
import { useBusyKeys } from './use-busy-keys';
import { useCatalogueProducts } from './use-catalogue-products';

/** A saved product as the 'Saved for Later' list draws it. */
export interface SavedItemView {
  productId: string;
  name: string;
  image: string | undefined;
  price: number;
  originalPrice: number;
  inStock: boolean;
  /** The member's wishlist item, or the visitor's product from the catalogue. */
  source: { kind: 'server'; item: WishlistItem } | { kind: 'local'; product: Product };
}

function fromServer(item: WishlistItem): SavedItemView {
  return {
    productId: item.product._id,
    name: item.product.name,
    image: item.product.images[0],
    price: item.product.price,
    originalPrice: item.product.originalPrice,
    inStock: item.product.totalStock > 0,
    source: { kind: 'server', item },
  };
}

function fromProduct(product: Product): SavedItemView {
  return {
    productId: product._id,
    name: product.name,
    image: product.images[0],
    price: product.price,
    originalPrice: product.originalPrice,
    inStock: product.totalStock > 0,
    source: { kind: 'local', product },
  };
}

/**
 * spec §2 Cart 'Saved for Later (n)': the wishlist (the server's for a member, the browser's for
 * a visitor, drawn from the catalogue). spec §4 Cart: 'Move to Cart' adds one unit (first
 * variant and its first size, fallback 'M') and then removes the item from the wishlist.
 */
export function useSavedForLater() {
  const { status } = useShopper();
  const guest = status === 'signedOut';
  const server = useServerWishlist();
  const removeSaved = useRemoveFromServerWishlist();
  const addToServerCart = useAddToServerCart();
  const localItems = useLocalWishlistItems();
  const products = useCatalogueProducts(guest ? localItems.map((item) => item.product) : []);
  const busy = useBusyKeys();

  const items: SavedItemView[] = guest
    ? localItems.flatMap((item) => {
        const product = products.byId.get(item.product);
        return product ? [fromProduct(product)] : [];
      })
    : (server.data?.items ?? []).map(fromServer);

  const run = (item: SavedItemView, action: () => Promise<void>, failure: (e: unknown) => string) =>
    busy.run(item.productId, action, failure);

  const moveToCart = (item: SavedItemView) =>
    run(
      item,
      async () => {
        if (item.source.kind === 'local') {
          const { variantId, size } = firstCartChoice(item.source.product);
          addToLocalCart(item.source.product, variantId, size, 1);
          removeFromLocalWishlist(item.productId);
        } else {
          const { variantId, size } = firstCartChoice(item.source.item.product);
          await addToServerCart.mutateAsync({
            product: item.productId,
            variantId,
            size,
            quantity: 1,
          });
          await removeSaved.mutateAsync(item.productId);
        }
        showToast(cartAlert('movedToCart'));
      },
      (error) =>
        error instanceof CartChoiceError
          ? error.message
          : error instanceof CartValidationError
            ? cartErrorText(error)
            : cartAlert('moveToCartFailed'),
    );

  const remove = (item: SavedItemView) =>
    run(
      item,
      async () => {
        if (item.source.kind === 'local') removeFromLocalWishlist(item.productId);
        else await removeSaved.mutateAsync(item.productId);
      },
      () => cartAlert('removeSavedFailed'),
    );

  return {
    items,
    isLoading: guest ? products.pending.size > 0 && items.length === 0 : server.isPending && !guest,
    isBusy: (item: SavedItemView) => busy.isBusy(item.productId),
    moveToCart,
    remove,
  };
}
