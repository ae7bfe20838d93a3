import { useSearchParams } from 'react-router';
import { accountMeta } from '~/features/session';
import { JoinStorePage } from '~/features/stores';
import type { Route } from './+types/join-store';

export const meta: Route.MetaFunction = () => accountMeta('Join a store’s team', { noindex: true });

// Logged-in only (the protected wrapper sends visitors to log in and back here with the link).
export default function JoinStore() {
  const [search] = useSearchParams();
  return <JoinStorePage token={search.get('token') ?? ''} />;
}
