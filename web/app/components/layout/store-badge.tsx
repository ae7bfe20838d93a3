import { m } from '@upahar/contract/messages';
import { Apple, Play } from '~/components/icon';

const STORES = {
  appstore: { Icon: Apple, small: m.shell_footer_appstore_small(), big: 'App Store' },
  playstore: { Icon: Play, small: m.shell_footer_playstore_small(), big: 'Google Play' },
} as const;

/** App-store and play-store links of the footer, drawn in the shop's own colours. */
export function StoreBadge({ store, href }: { store: keyof typeof STORES; href: string }) {
  const { Icon, small, big } = STORES[store];
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-xl bg-cocoa px-4 py-2 text-white hover:bg-berry-dark"
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="flex flex-col leading-tight">
        <span className="text-[11px] opacity-90">{small}</span>
        <span className="text-sm font-semibold">{big}</span>
      </span>
    </a>
  );
}
