// Banner tracking: counting clicks and views of the shop's banners, and the admins' numbers.
export { fetchBannerStats } from './banners-api';
export { trackBannerClick, trackBannerView } from './track';
export { TrackedBanner } from './tracked-banner';
export { useBannerView } from './use-banner-view';
