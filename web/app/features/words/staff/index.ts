// The refused words' staff screen, for the dashboard's routes only.

export { DashboardWordsPage, loadWords, WordsLoading } from './words-page';
