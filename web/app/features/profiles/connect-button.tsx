import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { buttonClass } from '~/components/form';
import { UserPlus } from '~/components/icon';
import { toast } from '~/components/toast';
import { askToConnect, BlockButton, unblock } from '~/features/connections';
import { loginUrlFor, useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import type { Relation as Stand } from './profiles-api';

const SAID = {
  connected: m.people_said_connected(),
  sent: m.people_said_sent(),
  received: m.people_said_received(),
  hidden: m.people_said_received(),
} as const;

/**
 * The profile's "Connect" button for a signed-in reader; where they already stand otherwise,
 * with a link to their connections to answer or withdraw. A visitor is asked to log in first.
 */
export function ConnectButton(props: { username: string; name: string; relation?: Stand | null }) {
  const { username } = props;
  const session = useSession();
  const location = useLocation();
  const me = session.user;
  if (session.status === 'checking') return null;
  if (!me)
    return (
      <Link to={loginUrlFor(location.pathname)} className={buttonClass('primary', '', 'sm')}>
        <UserPlus aria-hidden="true" className="size-4" />
        {m.people_log_in_to_connect()}
      </Link>
    );
  if (me.username.toLowerCase() === username.toLowerCase())
    return (
      <Link to="/profile/public" className={buttonClass('secondary', '', 'sm')}>
        {m.people_edit_public_profile()}
      </Link>
    );
  // Until the route's clientLoader has read it (or when it could not), nothing to show.
  if (!props.relation) return null;
  return <Relation {...props} relation={props.relation} />;
}

function Relation({ username, name, relation }: { username: string; name: string; relation: Stand }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function change(call: (username: string) => ReturnType<typeof askToConnect>) {
    setBusy(true);
    try {
      const res = await call(username);
      if (res.message) toast.success(res.message);
      // The route's loader reads where the two stand now.
      await revalidator.revalidate();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const { state: where } = relation;
  const first = name.split(' ')[0];
  if (where === 'unavailable')
    return <p className="text-sm text-cocoa-soft">{m.people_cannot_connect({ name: first })}</p>;
  if (where === 'blocked')
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-cream-deep px-3 py-1 font-semibold text-cocoa">
          {m.people_you_blocked({ name: first })}
        </span>
        <button
          type="button"
          onClick={() => change(unblock)}
          disabled={busy}
          className={buttonClass('secondary', '', 'sm')}
        >
          {busy ? m.people_unblocking() : m.people_unblock()}
        </button>
      </p>
    );
  const blockButton = (
    <BlockButton username={username} name={name} onBlocked={() => void revalidator.revalidate()} />
  );
  if (where === 'none')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => change(askToConnect)}
          disabled={busy}
          className={buttonClass('primary', '', 'sm')}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {busy ? m.people_sending() : m.people_connect_with({ name: first })}
        </button>
        {blockButton}
      </div>
    );
  const tab = where === 'connected' ? '' : `?tab=${where}`;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="rounded-full bg-cream-deep px-3 py-1 font-semibold text-cocoa">{SAID[where]}</span>
      <Link to={`/profile/connections${tab}`} className="font-semibold text-berry hover:text-berry-dark">
        {where === 'connected'
          ? m.people_your_connections()
          : where === 'sent'
            ? m.people_withdraw()
            : m.people_answer()}
      </Link>
      {blockButton}
    </div>
  );
}
