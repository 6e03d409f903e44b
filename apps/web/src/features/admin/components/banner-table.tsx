import { Link } from '@/components/ui/link';
import type { AdminBanner } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { bannerMessages } from './banner.messages';
import { ROW, TD, TableFrame, TableHead } from './query-states';
import { ActivePill } from './status-pill';

const MOVE =
  'flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40';

/** The banners of one page in display order, with move, status, edit and delete per row. */
export function BannerTable({
  banners,
  busy,
  onMove,
  onToggle,
  onDelete,
}: {
  banners: AdminBanner[];
  busy: boolean;
  onMove: (index: number, direction: -1 | 1) => void;
  onToggle: (banner: AdminBanner) => void;
  onDelete: (banner: AdminBanner) => void;
}) {
  const t = useT(bannerMessages);
  const common = useT(adminMessages);
  return (
    <TableFrame caption={t('caption')}>
      <TableHead columns={[t('order'), t('banner'), t('showsIn'), common('status')]} actions />
      <tbody>
        {banners.map((banner, index) => (
          <tr key={banner._id} className={ROW}>
            <td className={TD}>
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  className={MOVE}
                  aria-label={t('moveUp', { name: banner.title })}
                  disabled={busy || index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <ChevronDownIcon className="size-4 rotate-180" />
                </button>
                <button
                  type="button"
                  className={MOVE}
                  aria-label={t('moveDown', { name: banner.title })}
                  disabled={busy || index === banners.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <ChevronDownIcon className="size-4" />
                </button>
                <span className="ml-1 text-xs text-slate-500">{banner.order}</span>
              </div>
            </td>
            <td className={TD}>
              <div className="flex items-center gap-3">
                <ImageWithFallback
                  src={banner.image}
                  alt=""
                  className="h-12 w-20 shrink-0 rounded-md object-cover"
                />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{banner.title}</p>
                  {banner.subtitle ? (
                    <p className="truncate text-xs text-slate-500">{banner.subtitle}</p>
                  ) : null}
                </div>
              </div>
            </td>
            <td className={TD}>{t(`display_${banner.displayType}`)}</td>
            <td className={TD}>
              <ActivePill active={banner.isActive} />
            </td>
            <td className={TD}>
              <div className="flex flex-wrap justify-end gap-2">
                <Link
                  to={`/admin/banners/${banner._id}`}
                  className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  aria-label={common('editNamed', { name: banner.title })}
                >
                  {common('edit')}
                </Link>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => onToggle(banner)}
                  aria-label={common('toggleNamed', {
                    active: String(banner.isActive),
                    name: banner.title,
                  })}
                >
                  {banner.isActive ? common('deactivate') : common('activate')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:text-red-800"
                  disabled={busy}
                  onClick={() => onDelete(banner)}
                  aria-label={common('deleteNamed', { name: banner.title })}
                >
                  {common('delete')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
