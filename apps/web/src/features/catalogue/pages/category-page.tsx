import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { PageTitle } from '@/components/ui/page-title';
import { capitaliseSlug } from '@/lib/format';
import { categoryHref } from '../category-href';
import { useCategoryTree } from '../api/get-category-tree';

/** spec §2 Category listing: the heading is the slug with its first letter capitalised. */
export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const { categories } = useCategoryTree();
  const category = categories.find((item) => item.slug === categorySlug);
  const heading = capitaliseSlug(categorySlug);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={heading} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link to="/" className="hover:text-brand-800 hover:underline">
          Home
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{heading}</span>
      </nav>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
      {category?.description ? <p className="mt-2 text-slate-600">{category.description}</p> : null}
      {category && category.children.length > 0 ? (
        <ul aria-label={`${category.name} subcategories`} className="mt-6 flex flex-wrap gap-2">
          {category.children.map((child) => (
            <li key={child._id}>
              <Link
                to={categoryHref(category.slug, child.slug)}
                className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-400 hover:text-brand-800"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to="/products" className={buttonClasses({ variant: 'outline', className: 'mt-8' })}>
        Browse All Products
      </Link>
    </div>
  );
}
