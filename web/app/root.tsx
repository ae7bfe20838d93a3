import frauncesWoff2 from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari600 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';
import { HEADER_FOOTER_CACHE_MS, type THeaderFooter } from '@upahar/contract';
import { getCurrencyConversion, getErrorPageContent, getHeaderFooter } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { Logo } from './components/layout/logo';
import { RouteError } from './components/layout/route-error';
import { RouteProgress, useScrollToTopOnRouteChange } from './components/layout/route-progress';
import {
  EMPTY_SHELL,
  loadShellData,
  normaliseCurrency,
  orNull,
  type ShellData,
  useShellData,
} from './components/layout/shell-data';
import { Toaster } from './components/toast';
import { CartProvider } from './features/cart';
import { CurrencyProvider } from './features/currency/currency-context';
import { SessionProvider } from './features/session/session-context';
import { WishlistProvider } from './features/wishlist';
import { callApi } from './lib/browser-api';
import { EARLY_TAPS_SCRIPT, markHydrated } from './lib/early-taps';
import { addressIn, LOCALE } from './lib/locale';
import { useNonce } from './lib/nonce';
import { readStored, STORAGE_KEYS, writeStored } from './lib/storage';

// Every Nepali page sets its text and headings in Devanagari: both weights are asked for with
// the page rather than once the stylesheet has been read, so the letters settle sooner. English
// pages never ask for them (the font covers Devanagari only).
const NEPALI_FONTS =
  LOCALE === 'ne'
    ? [devanagari400, devanagari600].map((href) => ({
        rel: 'preload',
        href,
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous' as const,
      }))
    : [];

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: frauncesWoff2, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  ...NEPALI_FONTS,
  { rel: 'stylesheet', href: appCss },
  // A file of its own (web/public), fetched once and cached, rather than repeated in every page's
  // HTML and in the script every page loads.
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
];

export const meta: Route.MetaFunction = () => [
  { title: m.shell_meta_title() },
  { name: 'description', content: m.shell_meta_description() },
];

/** Start-up calls (header-footer, currency, error page), in process during SSR; failures get defaults. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<ShellData> {
  const origin = new URL(request.url).origin;
  if (!context?.api) return { ...EMPTY_SHELL, origin };
  return { ...(await loadShellData(context.api)), now: context.now ?? Date.now(), origin };
}

/**
 * Runs only when the root revalidates in the browser (see shouldRevalidate): header/footer come
 * from local storage while fresh (12 hours), everything else from the API.
 */
export async function clientLoader(): Promise<ShellData> {
  const cached = readStored<THeaderFooter>(STORAGE_KEYS.headerFooter);
  const [headerFooter, errorPage, currency] = await Promise.all([
    cached ?? orNull(callApi(getHeaderFooter)),
    orNull(callApi(getErrorPageContent)),
    orNull(callApi(getCurrencyConversion)),
  ]);
  if (!cached && headerFooter) writeStored(STORAGE_KEYS.headerFooter, headerFooter, HEADER_FOOTER_CACHE_MS);
  return {
    headerFooter,
    errorPage,
    currency: normaliseCurrency(currency),
    now: Date.now(),
    origin: window.location.origin,
  };
}

// Set in the browser only. The shell data changes rarely, so navigations do not refetch it,
// unless the server could not load the header/footer: then the next navigation tries again.
let shellMissing = false;
export const shouldRevalidate: ShouldRevalidateFunction = () => shellMissing;

/**
 * The page's addresses in both languages, for search engines: each page names its twin, and
 * English is the default for other languages.
 */
function LanguageTwins() {
  const { pathname, search } = useLocation();
  const origin = useShellData().origin;
  if (!origin) return null;
  const path = pathname + search;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={addressIn('en', origin, path)} />
      <link rel="alternate" hrefLang="ne" href={addressIn('ne', origin, path)} />
      <link rel="alternate" hrefLang="x-default" href={addressIn('en', origin, path)} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf6ee" />
        {/* First in the page, so no tap comes before it: holds taps until hydration (early-taps.ts).
            It has run by the time the browser's code hydrates it, so that code leaves its text out. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, no user data
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_TAPS_SCRIPT : '' }}
        />
        <Meta />
        {/* Given as the scripts' is: left out, the server's render would still take it from React
            Router while the browser's had none, a hydration mismatch for every stylesheet link. */}
        <Links nonce={nonce} />
        <LanguageTwins />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function RouteEffects() {
  useScrollToTopOnRouteChange();
  return <RouteProgress />;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { headerFooter, currency } = loaderData;
  const hydrated = useRef(false);
  useEffect(() => {
    shellMissing = !headerFooter;
    // The server's copy is fresh, so it starts a new 12-hour window for the browser's copy; later
    // data came through clientLoader, which stores what it fetched itself.
    if (hydrated.current) return;
    hydrated.current = true;
    markHydrated();
    if (headerFooter) writeStored(STORAGE_KEYS.headerFooter, headerFooter, HEADER_FOOTER_CACHE_MS);
  }, [headerFooter]);
  return (
    <SessionProvider>
      <CurrencyProvider info={currency}>
        {/* The cart and the wishlist follow the session: loaded after login, emptied on logout.
            The followed stores do too, loaded by the pages with a Follow button (use-follows.ts). */}
        <CartProvider>
          <WishlistProvider>
            <RouteEffects />
            <Outlet />
            <Toaster />
          </WishlistProvider>
        </CartProvider>
      </CurrencyProvider>
    </SessionProvider>
  );
}

/** Errors that escape every layout: the 404 page for 404s, a friendly message otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // This page replaces the app when an error escapes it: it too must stop holding taps.
  useEffect(markHydrated, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto max-w-7xl px-4 py-3">
          <Logo />
        </div>
      </header>
      <main id="main" className="flex-1">
        <RouteError error={error} />
      </main>
    </div>
  );
}
