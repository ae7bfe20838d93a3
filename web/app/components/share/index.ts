export { ShareBar } from './share-bar';
