export { PreviouslyViewed } from './previously-viewed';
export { addViewed, clearViewed, readViewed, recordViewed } from './viewed';
