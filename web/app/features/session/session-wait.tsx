import { m } from '@upahar/contract/messages';
import { buttonClass } from '~/components/form/styles';
import { LoaderCircle, WifiOff } from '~/components/icon';
import type { LoginGate } from './use-require-login';

/** The exact text "Loading Please Wait" while a page or the session loads. */
export function LoadingNotice({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={`flex min-h-48 flex-col items-center justify-center gap-3 py-10 text-cocoa-soft ${className ?? ''}`}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-berry" />
      <p className="text-base font-medium">{m.text_loading()}</p>
    </div>
  );
}

/** What a login-only page shows instead of itself while `useRequireLogin` is not "ready". */
export function SessionGateNotice({ gate }: { gate: Exclude<LoginGate, 'ready'> }) {
  if (gate === 'waiting') return <LoadingNotice />;
  return (
    <div role="alert" className="flex min-h-48 flex-col items-center justify-center gap-4 py-10 text-center">
      <WifiOff aria-hidden="true" className="size-8 text-cocoa-soft" />
      <div>
        <p className="text-lg font-semibold text-cocoa">{m.account_gate_title()}</p>
        <p className="mt-1 text-cocoa-soft">{m.account_gate_lead()}</p>
      </div>
      <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
        {m.account_try_again()}
      </button>
    </div>
  );
}
