import type { ReactNode } from 'react';
import { LaterPart } from '~/lib/later-part';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';
import { useShellData } from './shell-data';
import { SkipLink } from './skip-link';

// The footer lies below every page's content: its code (links, the newsletter form) loads as the
// visitor scrolls towards it, not with the page.
const loadFooter = () => import('./footer').then((m) => m.Footer);

/** The shared page layout: header, the page, footer and the phone bottom bar. */
export function ShopShell({ children }: { children: ReactNode }) {
  const { headerFooter } = useShellData();
  return (
    // The bottom navigation is fixed on phones; the padding keeps it from hiding the footer.
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <SkipLink />
      <Header menu={headerFooter?.header ?? null} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <LaterPart
        name="footer"
        server={import.meta.env.SSR ? Footer : null}
        load={loadFooter}
        when="near"
        props={{ footer: headerFooter?.footer ?? null }}
      />
      <BottomNav />
    </div>
  );
}
