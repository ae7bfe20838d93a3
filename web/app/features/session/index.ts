// What other features may use of session; its other files are its own business.
export { accountMeta } from './meta';
export { loginUrlFor } from './referrer';
export { requireToken } from './require-token';
export { SessionProvider, useSession } from './session-context';
export { LoadingNotice, SessionGateNotice } from './session-wait';
export { useFreshUser } from './use-fresh-user';
export { useRequireLogin } from './use-require-login';
