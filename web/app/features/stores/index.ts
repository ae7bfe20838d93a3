// An invitation to work on a store, as the invited person sees it; the store's staff screens are in
// staff/index.ts.

export { JoinStoreLoading, JoinStorePage, loadInvitation } from './join-store-page';
