/** One thing the header search box offers: a search to run, or a product to open. */
export interface SearchChoice {
  key: string;
  label: string;
  detail: string | null;
  search: string | null;
  productId: string | null;
}
