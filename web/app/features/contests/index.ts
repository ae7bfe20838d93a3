// Contests: route modules import from here.
export { type ContestData, ContestPage } from './contest-page';
export { type ContestantData, ContestantPage } from './contestant-page';
export { type ContestsData, ContestsPage } from './contests-page';
export { MyEntriesPage, MyEntryPage } from './my-entries-page';
