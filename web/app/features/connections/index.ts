// Connections between shoppers: the profile page that lists and answers them.
export { askToConnect } from './connections-api';
export { ConnectionsPage } from './connections-page';
