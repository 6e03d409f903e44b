import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from '@/components/ui/link';
import { CATEGORY_MENU_CLOSE_DELAY_MS, type Category } from '@shop/contracts';
import { ChevronDownIcon } from '@/components/ui/icons';
import { categoryHref } from '@/features/catalogue';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { layoutMessages } from '../layout.messages';

/**
 * spec §2: the row of active level-1 categories. Hovering (or focusing) one opens its active
 * children (built on first opening); the menu closes CATEGORY_MENU_CLOSE_DELAY_MS after the pointer leaves, so a diagonal
 * move into the dropdown does not lose it. On phones the row scrolls sideways and has no dropdowns.
 */
export function CategoryNav({
  categories,
  isLoading = false,
}: {
  categories: Category[];
  isLoading?: boolean;
}) {
  const t = useT(layoutMessages);
  const [openId, setOpenId] = useState<string | null>(null);
  // A dropdown's links are built the first time it opens and kept: 45 links in every page's
  // HTML and hydration that no phone shows and a desktop shows one menu of at a time.
  const [built, setBuilt] = useState<ReadonlySet<string>>(() => new Set());
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The top link Escape gives focus back to: that focus must not open its menu again.
  const escapedFrom = useRef<string | null>(null);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Escape closes a menu the pointer opened too, wherever the focus is.
  useEffect(() => {
    if (openId === null) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(closeTimer.current);
      setOpenId(null);
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [openId]);

  function openMenu(id: string) {
    clearTimeout(closeTimer.current);
    setOpenId(id);
    setBuilt((seen) => (seen.has(id) ? seen : new Set(seen).add(id)));
  }

  function closeSoon() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenId(null), CATEGORY_MENU_CLOSE_DELAY_MS);
  }

  function closeNow() {
    clearTimeout(closeTimer.current);
    setOpenId(null);
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeNow();
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>, id: string) {
    if (event.key !== 'Escape' || openId === null) return;
    closeNow();
    escapedFrom.current = id;
    event.currentTarget.querySelector<HTMLElement>('a')?.focus();
  }

  function onFocus(id: string) {
    if (escapedFrom.current === id) {
      escapedFrom.current = null;
      return;
    }
    openMenu(id);
  }

  // While the tree loads, hold the row's height so the page below does not jump when it lands.
  if (categories.length === 0) {
    return isLoading ? (
      <div aria-hidden="true" className="h-[43px] border-t border-slate-200 bg-white" />
    ) : null;
  }

  return (
    <nav aria-label={t('categories')} className="border-t border-slate-200 bg-white">
      <ul className="scrollbar-none mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 sm:px-4 md:flex-wrap md:justify-center md:overflow-visible">
        {categories.map((category) => {
          const hasChildren = category.children.length > 0;
          const isOpen = openId === category._id && hasChildren;
          const panelId = `category-menu-${category._id}`;
          return (
            <li
              key={category._id}
              className="relative shrink-0"
              onPointerEnter={() => openMenu(category._id)}
              onPointerLeave={closeSoon}
              onFocus={() => onFocus(category._id)}
              onBlur={onBlur}
              onKeyDown={(event) => onKeyDown(event, category._id)}
            >
              <Link
                to={categoryHref(category.slug)}
                onClick={closeNow}
                aria-expanded={hasChildren ? isOpen : undefined}
                aria-controls={hasChildren ? panelId : undefined}
                className={cn(
                  'flex items-center gap-1 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  isOpen
                    ? 'border-saffron-500 text-brand-800'
                    : 'border-transparent text-slate-700 hover:text-brand-800',
                )}
              >
                {category.name}
                {hasChildren ? (
                  <ChevronDownIcon className="hidden size-3.5 text-slate-400 md:block" />
                ) : null}
              </Link>
              {hasChildren ? (
                <div
                  id={panelId}
                  hidden={!isOpen}
                  className="absolute top-full left-0 z-50 hidden min-w-56 rounded-b-xl border border-slate-200 bg-white py-2 shadow-lg md:block [&[hidden]]:hidden"
                >
                  {built.has(category._id) ? (
                    <ul aria-label={t('subcategories', { name: category.name })}>
                      <li>
                        <Link
                          to={categoryHref(category.slug)}
                          onClick={closeNow}
                          className="block px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                        >
                          {t('allOf', { name: category.name })}
                        </Link>
                      </li>
                      {category.children.map((child) => (
                        <li key={child._id}>
                          <Link
                            to={categoryHref(category.slug, child.slug)}
                            onClick={closeNow}
                            className="block px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                          >
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
