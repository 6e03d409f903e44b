import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryTree } from '../api/get-category-tree';

const SKELETON_CARDS = 8;

/** spec §2 Home: a card per active level-1 category, linking to its category page. */
export function ShopByCategory() {
  const { categories, isLoading } = useCategoryTree();
  // spec §8: a failed category fetch is an empty list; the section then stays out of the way.
  if (!isLoading && categories.length === 0) return null;

  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="shop-by-category" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Shop by Category
      </h2>
      <p className="mt-1 text-slate-600">
        Find what you need, from everyday wear to home essentials.
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
        {isLoading
          ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton className="aspect-square w-full rounded-2xl" />
                <Skeleton className="mx-auto mt-3 h-4 w-2/3" />
              </li>
            ))
          : categories.map((category) => (
              <li key={category._id}>
                <Link
                  to={`/categories/${encodeURIComponent(category.slug)}`}
                  className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
                >
                  <ImageWithFallback
                    src={category.image}
                    alt=""
                    className="aspect-square w-full bg-brand-50 object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                  />
                  <span className="block px-3 py-3 text-center">
                    <span className="block font-semibold text-slate-900 group-hover:text-brand-800">
                      {category.name}
                    </span>
                    {category.description ? (
                      <span className="mt-0.5 line-clamp-1 block text-xs text-slate-500">
                        {category.description}
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
      </ul>
      {isLoading ? (
        <span className="sr-only" role="status">
          Loading categories
        </span>
      ) : null}
    </section>
  );
}
