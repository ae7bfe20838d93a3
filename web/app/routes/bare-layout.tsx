import { PRODUCT_NAME } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Outlet } from 'react-router';
import { Logo } from '~/components/layout/logo';

/** The bare layout (login, register and the like): the logo, a card, no header or footer. */
export default function BareLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-cream px-4 py-8 sm:py-12">
      <header>
        <Logo />
      </header>
      <main
        id="main"
        className="mt-6 w-full max-w-md rounded-3xl border border-line bg-white p-6 shadow-soft sm:mt-8 sm:p-8"
      >
        <Outlet />
      </main>
      <footer className="mt-8 text-center text-sm text-cocoa-soft">
        <p>{`${PRODUCT_NAME} ${m.text_all_rights_reserved()}`}</p>
      </footer>
    </div>
  );
}
