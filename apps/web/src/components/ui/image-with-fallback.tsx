import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { uiMessages } from './ui.messages';

type ImageProps = Omit<ComponentProps<'img'>, 'src'> & {
  src: string | null | undefined;
  alt: string;
};

/**
 * spec §8: an image that fails to load (or has no address) shows a placeholder instead. Lazy by
 * default; pass `loading="eager"` for the image a shopper sees first.
 */
export function ImageWithFallback({ src, alt, className, ...props }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const t = useT(uiMessages);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt || t('imageNotFound')}
        className={cn(
          '@container flex flex-col items-center justify-center gap-1 overflow-hidden bg-slate-100 text-slate-400',
          className,
        )}
      >
        <svg viewBox="0 0 24 24" className="size-1/3 max-h-12 max-w-12" aria-hidden="true">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M3 16.5 8.25 11.25a2 2 0 0 1 2.8 0L16.5 16.5m-1.5-1.5 1.25-1.25a2 2 0 0 1 2.8 0L21 15.75M4.5 20.25h15a1.5 1.5 0 0 0 1.5-1.5V5.25a1.5 1.5 0 0 0-1.5-1.5h-15A1.5 1.5 0 0 0 3 5.25v13.5a1.5 1.5 0 0 0 1.5 1.5Zm9.75-12.75h.01"
          />
        </svg>
        {/* Thumbnails are too small for words; the icon alone says enough there. */}
        <span
          aria-hidden="true"
          className="hidden text-xs font-medium text-slate-500 @min-[7rem]:block"
        >
          {t('imageNotFound')}
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
      {...props}
    />
  );
}
