import { m } from '@upahar/contract/messages';
import { useLocation } from 'react-router';
import { Languages } from '~/components/icon';
import { OTHER_LOCALE } from '~/lib/locale';

const SYSTEM_FONT = { fontFamily: 'system-ui, sans-serif' };

/**
 * Goes to this page in the other language and remembers the choice (the server's /language
 * route sets it). A plain link, not the router's: the other language is another build of the
 * pages, and the link works before the page's scripts have loaded.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const href = `/language/${OTHER_LOCALE}?next=${encodeURIComponent(pathname + search)}`;
  return (
    <a href={href} hrefLang={OTHER_LOCALE} className={className} aria-label={m.shell_language_switch_label()}>
      <Languages aria-hidden="true" className="size-5" />
      {/* On English pages "नेपाली" is drawn in the device's own Devanagari font: the bundled one
          would be downloaded on every English page for this one word. */}
      <span lang={OTHER_LOCALE} style={OTHER_LOCALE === 'ne' ? SYSTEM_FONT : undefined}>
        {m.shell_language_switch()}
      </span>
    </a>
  );
}
