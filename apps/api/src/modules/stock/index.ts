/**
 * Stock (issue 11): the only writer of variants.stock and stock_adjustments. Orders take and
 * restore stock through it, the catalogue records a new variant's opening stock through it,
 * and the back office adjusts stock through its routes.
 */
export {
  lowStockVariants,
  receiveOpeningStock,
  receiveReturnedStock,
  restoreStock,
  takeStock,
} from './stock-service';
export { stockAdminRoutes } from './stock-admin-routes';
