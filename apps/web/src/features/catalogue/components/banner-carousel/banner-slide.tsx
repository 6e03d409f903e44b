import { useState } from 'react';
import type { Banner } from '@shop/contracts';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { catalogueMessages } from '../../catalogue.messages';
import { BannerLink } from '../banner-link';

/** Banner artwork is 1600 x 600. */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;

/**
 * One slide: the banner image (or, spec §8, a gradient when it fails) with its title, subtitle,
 * description and button over it. Only the current slide can be reached or heard.
 */
export function BannerSlide({
  banner,
  position,
  total,
  current,
  first,
  withImage,
}: {
  banner: Banner;
  position: number;
  total: number;
  current: boolean;
  first: boolean;
  /** False for the slides behind the first until the page has loaded (banner-carousel.tsx). */
  withImage: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const t = useT(catalogueMessages);
  return (
    <div
      role="group"
      aria-roledescription={t('slide')}
      aria-label={t('slidePosition', { position, total })}
      aria-hidden={!current}
      inert={!current}
      className={cn(
        'absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none',
        current ? 'opacity-100' : 'opacity-0',
      )}
    >
      {failed ? (
        <div className="absolute inset-0 bg-gradient-to-br from-brand-800 via-brand-600 to-saffron-600" />
      ) : !withImage ? null : (
        <img
          src={banner.image}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-r from-slate-950/80 via-slate-950/45 to-transparent" />
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-6 py-10 text-white sm:px-10 lg:px-16">
        {banner.subtitle ? (
          <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase sm:text-base">
            {banner.subtitle}
          </p>
        ) : null}
        <h2 className="mt-2 max-w-xl text-2xl leading-tight font-extrabold sm:text-4xl lg:text-5xl">
          {banner.title}
        </h2>
        {banner.description ? (
          <p className="mt-3 line-clamp-3 max-w-lg text-sm text-white/90 sm:text-lg">
            {banner.description}
          </p>
        ) : null}
        {banner.link ? (
          <BannerLink
            href={banner.link}
            className={buttonClasses({
              variant: 'secondary',
              size: 'lg',
              className: 'mt-6 self-start',
            })}
          >
            {banner.buttonText || t('shopNow')}
          </BannerLink>
        ) : null}
      </div>
    </div>
  );
}
