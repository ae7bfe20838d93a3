import { m } from '@upahar/contract/messages';
import { useLocation } from 'react-router';
import { Languages } from '~/components/icon';
import { OTHER_LOCALE } from '~/lib/locale';

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
      <span lang={OTHER_LOCALE}>{m.shell_language_switch()}</span>
    </a>
  );
}
