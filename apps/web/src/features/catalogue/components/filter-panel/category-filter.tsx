import { useId } from 'react';
import { Link } from '@/components/ui/link';
import type { Category, FilterData } from '@shop/contracts';
import { useT } from '@/lib/i18n';
import { listingMessages } from '../listing.messages';
import { cn } from '@/lib/cn';

const OPTION =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1.5 text-sm text-slate-700 hover:bg-slate-50';

/**
 * spec §2: the Categories section. Subcategories of what is listed are one choice (the API
 * filters by a single subcategory), as radio buttons with counts; below them, links to each
 * top-level category's page.
 */
export function CategoryFilter({
  subcategories,
  chosen,
  onChoose,
  categories,
  currentCategorySlug,
}: {
  subcategories: FilterData['subcategories'];
  chosen: string | null;
  onChoose: (slug: string | null) => void;
  categories: Category[];
  currentCategorySlug?: string;
}) {
  const name = useId();
  const t = useT(listingMessages);
  const listed =
    chosen && !subcategories.some((option) => option.slug === chosen)
      ? [...subcategories, { name: chosen, slug: chosen, count: 0 }]
      : subcategories;

  return (
    <div className="space-y-4">
      {listed.length > 0 ? (
        <fieldset>
          <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('subcategory')}
          </legend>
          <ul className="max-h-48 space-y-0.5 overflow-y-auto pr-1">
            <li>
              <label className={OPTION}>
                <input
                  type="radio"
                  name={name}
                  checked={chosen === null}
                  onChange={() => onChoose(null)}
                  className="size-4 accent-brand-700"
                />
                <span className="flex-1">{t('all')}</span>
              </label>
            </li>
            {listed.map((option) => (
              <li key={option.slug}>
                <label className={OPTION}>
                  <input
                    type="radio"
                    name={name}
                    checked={chosen === option.slug}
                    onChange={() => onChoose(option.slug)}
                    className="size-4 accent-brand-700"
                  />
                  <span className="min-w-0 flex-1 truncate">{option.name}</span>
                  <span className="text-xs text-slate-600">({option.count})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {categories.length > 0 ? (
        <nav aria-label={t('shopByCategory')}>
          <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('browseCategories')}
          </p>
          <ul className="flex flex-wrap gap-1.5">
            {categories.map((category) => {
              const current = category.slug === currentCategorySlug;
              return (
                <li key={category._id}>
                  <Link
                    to={`/categories/${encodeURIComponent(category.slug)}`}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'inline-flex rounded-full border px-3 py-1 text-xs font-medium',
                      current
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 text-slate-700 hover:border-brand-400 hover:text-brand-800',
                    )}
                  >
                    {category.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
