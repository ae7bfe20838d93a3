// What routes and other features may use of search; its other files are its own business.

export { FinderForm } from './finder-form';
export type { FinderParams } from './finder-query';
export { explainNoCakes, hasCriteria, poundNumber, readFinderParams } from './finder-query';
export { PopularSearches } from './history-panel';
export { normaliseQuery } from './search-history';
export { SearchPanel } from './search-panel';
export { fetchSuggestions } from './suggestions';
export { unmatchedNote } from './unmatched-note';
