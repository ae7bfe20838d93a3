// Connections between shoppers: the profile page that lists and answers them.
export { BlockButton } from './block-button';
export { askToConnect, unblock } from './connections-api';
export { ConnectionsPage } from './connections-page';
