// Connections between shoppers: the profile page that lists and answers them.
export { BlockButton } from './block-button';
export { askToConnect, fetchConnections, findPeople, unblock } from './connections-api';
export { ConnectionsLoading, ConnectionsPage, connectionsTab } from './connections-page';
