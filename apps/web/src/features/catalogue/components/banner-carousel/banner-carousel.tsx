import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCarouselBanners } from '../../api/get-active-banners';
import { BannerSlide } from './banner-slide';
import { useT } from '@/lib/i18n';
import { catalogueMessages } from '../../catalogue.messages';
import { useCarousel } from './use-carousel';

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 50;
const FRAME = 'relative h-80 w-full overflow-hidden bg-brand-900 sm:h-auto sm:aspect-[8/3]';

const CONTROL =
  'flex size-10 items-center justify-center rounded-full bg-white/85 text-slate-900 shadow hover:bg-white';

/**
 * spec §4: images are preloaded so a slide change never shows an empty frame. The first slide's
 * picture is the page's largest paint and has the network to itself; the next slide's picture
 * comes once the page has loaded and the browser is idle (the auto-advance is 5 s away), and every
 * picture as soon as the shopper reaches for the carousel (pointer, touch, focus) or it first
 * moves on. Each picture is an image document for the browser to build, so a phone starting the
 * page builds one, not twelve (issue 17).
 */
function useSlidePictures(count: number, index: number, reached: boolean) {
  const [nextReady, setNextReady] = useState(false);
  const [all, setAll] = useState(false);
  if (!all && (reached || index !== 0)) setAll(true);
  useEffect(() => {
    if (count < 2) return;
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setNextReady(true), { timeout: 2000 })
          : window.setTimeout(() => setNextReady(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
    return () => {
      removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      clearTimeout(idle);
    };
  }, [count]);
  return (slide: number) => all || slide === index || (nextReady && slide === (index + 1) % count);
}

/**
 * spec §2/§4 Home carousel: carousel banners in order; prev/next, dots, ←/→ keys and swipes;
 * auto-advance that waits on hover and focus and can be paused.
 */
export function BannerCarousel() {
  const { banners, isLoading } = useCarouselBanners();
  const carousel = useCarousel(banners.length);
  const touchStartX = useRef<number | null>(null);
  const slidesId = useId();
  const t = useT(catalogueMessages);
  const [reached, setReached] = useState(false);
  const withPicture = useSlidePictures(banners.length, carousel.index, reached);

  if (isLoading) {
    return (
      <div className={FRAME} role="status">
        <span className="sr-only">{t('loadingOffers')}</span>
        <Skeleton className="size-full rounded-none bg-brand-800/60" />
      </div>
    );
  }
  // spec §4: with no banners (none active, or a failed first fetch) there is no carousel.
  if (banners.length === 0) return null;

  const many = banners.length > 1;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') carousel.previous();
    else if (event.key === 'ArrowRight') carousel.next();
    else return;
    event.preventDefault();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setHeld(false);
  }

  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    if (end < start) carousel.next();
    else carousel.previous();
  }

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('offers')}
      className={FRAME}
      onKeyDown={many ? onKeyDown : undefined}
      onPointerEnter={() => setReached(true)}
      onMouseEnter={() => carousel.setHeld(true)}
      onMouseLeave={() => carousel.setHeld(false)}
      onFocus={() => {
        setReached(true);
        carousel.setHeld(true);
      }}
      onBlur={onBlur}
      onTouchStart={(event) => {
        setReached(true);
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={onTouchEnd}
    >
      {/* Announce slide changes only when they are the shopper's doing (not every 5 s). */}
      <div
        id={slidesId}
        aria-live={carousel.rotating ? 'off' : 'polite'}
        className="absolute inset-0"
      >
        {banners.map((banner, index) => (
          <BannerSlide
            key={banner._id}
            banner={banner}
            position={index + 1}
            total={banners.length}
            current={index === carousel.index}
            first={index === 0}
            withImage={withPicture(index)}
          />
        ))}
      </div>

      {many ? (
        <>
          <button
            type="button"
            aria-label={t('previousSlide')}
            aria-controls={slidesId}
            onClick={carousel.previous}
            className={cn(CONTROL, 'absolute top-1/2 left-3 hidden -translate-y-1/2 sm:flex')}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            aria-label={t('nextSlide')}
            aria-controls={slidesId}
            onClick={carousel.next}
            className={cn(CONTROL, 'absolute top-1/2 right-3 hidden -translate-y-1/2 sm:flex')}
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
            <button
              type="button"
              aria-label={carousel.stopped ? t('playSlideshow') : t('pauseSlideshow')}
              onClick={() => carousel.setStopped(!carousel.stopped)}
              className="flex size-8 items-center justify-center rounded-full bg-slate-950/50 text-white hover:bg-slate-950/70"
            >
              {carousel.stopped ? (
                <PlayIcon className="size-4" />
              ) : (
                <PauseIcon className="size-4" />
              )}
            </button>
            <ul className="flex items-center gap-1 rounded-full bg-slate-950/40 px-2 py-1">
              {banners.map((banner, index) => (
                <li key={banner._id}>
                  <button
                    type="button"
                    aria-label={t('goToSlide', { n: index + 1, title: banner.title })}
                    aria-current={index === carousel.index ? 'true' : undefined}
                    aria-controls={slidesId}
                    onClick={() => carousel.goTo(index)}
                    className="flex size-6 items-center justify-center"
                  >
                    <span
                      className={cn(
                        'block h-2 rounded-full transition-all',
                        index === carousel.index ? 'w-5 bg-white' : 'w-2 bg-white/55',
                      )}
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
    </section>
  );
}
