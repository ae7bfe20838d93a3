import { type ReactNode, useRef } from 'react';
import { trackBannerClick } from './track';
import { useBannerView } from './use-banner-view';

/**
 * A wrapper that counts its banner: seen when half of it is on screen, clicked when a link or
 * button inside it is used. Campaign pages wrap each banner in one with `campaign:<slug>:<n>`.
 */
export function TrackedBanner({
  bannerKey,
  className,
  children,
}: {
  bannerKey: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useBannerView(ref, bannerKey);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens to clicks its links receive
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's keyboard activation arrives as a click
    <div
      ref={ref}
      className={className}
      onClick={(e) => {
        if ((e.target as Element).closest('a,button')) trackBannerClick(bannerKey);
      }}
    >
      {children}
    </div>
  );
}
