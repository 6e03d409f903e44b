import { Link } from 'react-router';
import { useCategoryTree } from '../api/get-category-tree';

/** Links to the category pages, for browsing until the listing arrives. */
export function CategoryLinks({ heading = 'Browse by category' }: { heading?: string }) {
  const { categories } = useCategoryTree();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="browse-categories" className="mt-8">
      <h2 id="browse-categories" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category._id}>
            <Link
              to={`/categories/${encodeURIComponent(category.slug)}`}
              className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-400 hover:text-brand-800"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
