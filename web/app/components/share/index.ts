export { ShareBar } from './share-bar';
export { type ShareLink, type ShareNetwork, shareLinks } from './share-links';
