import { useRef, type KeyboardEvent } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useT } from '@/lib/i18n';
import { productDetailMessages } from './product-detail.messages';
import { cn } from '@/lib/cn';

/**
 * spec §2: the product page gallery: the main image and a row of thumbnail buttons. ← and → move
 * between thumbnails once one has focus.
 */
export function ProductGallery({
  images,
  productName,
  index,
  onSelect,
}: {
  images: string[];
  productName: string;
  index: number;
  onSelect: (index: number) => void;
}) {
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const t = useT(productDetailMessages);
  const current = Math.min(index, Math.max(0, images.length - 1));

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || images.length < 2) return;
    event.preventDefault();
    const next = (current + step + images.length) % images.length;
    onSelect(next);
    thumbs.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <ImageWithFallback
          src={images[current]}
          alt={productName}
          width={600}
          height={800}
          loading="eager"
          fetchPriority="high"
          className="aspect-[3/4] h-auto w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul
          aria-label={t('productImages')}
          className="flex gap-2 overflow-x-auto pb-1"
          onKeyDown={onKeyDown}
        >
          {images.map((src, position) => (
            <li key={`${src}-${position}`} className="shrink-0">
              <button
                ref={(node) => {
                  thumbs.current[position] = node;
                }}
                type="button"
                aria-pressed={position === current}
                onClick={() => onSelect(position)}
                className={cn(
                  'block overflow-hidden rounded-lg border-2 transition',
                  position === current
                    ? 'border-brand-700'
                    : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ImageWithFallback
                  src={src}
                  alt={t('imageOf', { name: productName, n: position + 1, total: images.length })}
                  width={600}
                  height={800}
                  className="aspect-[3/4] h-auto w-16 object-cover sm:w-20"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
