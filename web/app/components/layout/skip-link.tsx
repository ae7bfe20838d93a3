import { m } from '@upahar/contract/messages';
/** The first stop for a keyboard: jumps over the header to the page's main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-white px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {m.shell_skip_to_content()}
    </a>
  );
}
