// What other features may use of following stores. The home page imports its shelf from
// './following-shelf' directly: the shelf uses the catalogue's product row, and the catalogue's
// store cards import the button from here, so this keeps the two out of a cycle.
export { FollowButton, followersText } from './follow-button';
export { FollowingShelf } from './following-shelf';
export { type FollowsApi, useFollows } from './use-follows';
