// Contests: route modules import from here.
export { type ContestData, ContestPage } from './contest-page';
export { loadContestReader, loadEntriesPage, loadFreshEntries } from './contest-reader';
export { type ContestantData, ContestantPage } from './contestant-page';
export { fetchMyEntries, fetchMyEntry } from './contests-api';
export { type ContestsData, ContestsPage } from './contests-page';
export { MyEntriesLoading, MyEntriesPage, MyEntryLoading, MyEntryPage } from './my-entries-page';
