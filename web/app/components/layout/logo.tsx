import { PRODUCT_NAME } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';

/** The cake mark on its own, for places that have no room for the word. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill="var(--color-berry)" />
      <path d="M20 6.5c1.6 1.8 1.8 3.4.1 4.6-1.7-1.2-1.6-2.8-.1-4.6Z" fill="#ffd27a" />
      <rect x="19" y="11" width="2" height="5" rx="1" fill="#fff" />
      <rect x="11" y="16" width="18" height="7" rx="2.5" fill="#fff" />
      <rect x="8.5" y="22" width="23" height="9" rx="3" fill="#fde3ea" />
      <path
        d="M8.5 25c2 1.6 3.8 1.6 5.8 0s3.8-1.6 5.7 0 3.8 1.6 5.7 0 3.8-1.6 5.8 0"
        stroke="#fff"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Logo linking home, in the header. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-full text-cocoa no-underline ${className}`}
      aria-label={m.shell_logo_home()}
    >
      <LogoMark />
      <span className="font-display text-2xl font-semibold tracking-tight">{PRODUCT_NAME}</span>
    </Link>
  );
}
