import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { LinkIcon, Share2 } from '~/components/icon';
import { shareLinks } from './share-links';

const pill =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-white px-3.5 text-sm font-medium text-cocoa transition-colors hover:border-berry/50 hover:bg-berry-soft hover:text-berry-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry';

const actions = () => import('./share-actions');

/**
 * Share a page: the links work from the server's HTML alone; the device's share sheet and Copy
 * link need a script and the browser's support, so they appear once the page knows it has both.
 */
export function ShareBar({ url, title, className = '' }: { url: string; title: string; className?: string }) {
  const [can, setCan] = useState({ share: false, copy: false });
  useEffect(() => {
    setCan({ share: typeof navigator.share === 'function', copy: Boolean(navigator.clipboard) });
  }, []);
  return (
    <ul aria-label={m.common_share()} className={`flex flex-wrap items-center gap-2 ${className}`}>
      {/* Where the device shares by itself, its button takes the place of the words. */}
      <li className="flex">
        {can.share ? (
          <button
            type="button"
            className={pill}
            onClick={() => void actions().then((a) => a.shareNatively({ url, title }))}
          >
            <Share2 aria-hidden="true" className="size-4" />
            {m.common_share()}
          </button>
        ) : (
          <span className="mr-1 inline-flex items-center gap-1.5 text-sm font-semibold text-cocoa">
            <Share2 aria-hidden="true" className="size-4 text-berry" />
            {m.common_share()}
          </span>
        )}
      </li>
      {shareLinks(url, title).map((l) => (
        <li key={l.network} className="flex">
          <a
            href={l.href}
            className={pill}
            aria-label={m.common_share_on({ network: l.label })}
            {...(l.app ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {l.label}
          </a>
        </li>
      ))}
      {can.copy && (
        <li className="flex">
          <button type="button" className={pill} onClick={() => void actions().then((a) => a.copyLink(url))}>
            <LinkIcon aria-hidden="true" className="size-4" />
            {m.common_copy_link()}
          </button>
        </li>
      )}
    </ul>
  );
}
