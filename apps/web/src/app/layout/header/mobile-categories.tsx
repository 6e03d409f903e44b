import { Link } from '@/components/ui/link';
import type { Category } from '@shop/contracts';
import { ChevronDownIcon } from '@/components/ui/icons';
import { categoryHref } from '@/features/catalogue';
import { useT } from '@/lib/i18n';
import { menuMessages } from './menu.messages';

const CHILD_LINK =
  'block rounded-lg px-3 py-2.5 text-base text-slate-700 hover:bg-brand-50 hover:text-brand-800';

/**
 * Issue 20: on a phone the category row has no dropdowns, so the menu lists the top categories,
 * each opening (a native disclosure: keyboard and screen readers for free) onto its
 * subcategories, the same links as the desktop dropdowns.
 */
export function MobileCategories({
  categories,
  onClose,
}: {
  categories: Category[];
  onClose: () => void;
}) {
  const t = useT(menuMessages);
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('shopByCategoryLabel')} className="mt-4 border-t border-slate-100 pt-4">
      <h2 className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('shopByCategory')}
      </h2>
      <ul className="mt-2 space-y-1">
        {categories.map((category) => (
          <li key={category.id}>
            {category.children.length === 0 ? (
              <Link
                to={categoryHref(category.slug)}
                onClick={onClose}
                className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800"
              >
                {category.name}
              </Link>
            ) : (
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                  {category.name}
                  <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="ml-3 border-l border-slate-200 pl-2">
                  <li>
                    <Link to={categoryHref(category.slug)} onClick={onClose} className={CHILD_LINK}>
                      {t('allOf', { name: category.name })}
                    </Link>
                  </li>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        to={categoryHref(category.slug, child.slug)}
                        onClick={onClose}
                        className={CHILD_LINK}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
