import spriteUrl from 'virtual:upahar/icon-sprite';
import type { SocialNetwork } from './social';

/** A social network's glyph from the icon sprite (its `brand-` symbol), styled like lucide's icons. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg aria-hidden="true" className={`lucide ${className ?? 'size-5'}`}>
      <use href={`${spriteUrl}#brand-${network}`} />
    </svg>
  );
}
