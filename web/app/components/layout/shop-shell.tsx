import type { ReactNode } from 'react';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';
import { useShellData } from './shell-data';

/** The shared page layout: header, the page, footer and the phone bottom bar. */
export function ShopShell({ children }: { children: ReactNode }) {
  const { headerFooter } = useShellData();
  return (
    // The bottom navigation is fixed on phones; the padding keeps it from hiding the footer.
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header menu={headerFooter?.header ?? null} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer footer={headerFooter?.footer ?? null} />
      <BottomNav />
    </div>
  );
}
