// The frame of the staff dashboard and the building blocks its screens share (states, pager, list
// search, dialogs, editors' kit); features' staff screens import them from here.

export { EmptyState, ListSkeleton, LoadFailed } from './admin-states';
export { DashboardShell } from './dashboard-shell';
export { DecideSection } from './decide-section';
export {
  EditorFrame,
  EditorLoad,
  EditorLoading,
  ItemFieldset,
  ItemTools,
  moved,
  type PathErrors,
  PLAIN_TEXT_HINT,
  useDraft,
} from './editor-kit';
export { ImageUploadField } from './image-upload-field';
export { InboxCard, type InboxData, InboxPage, type InboxWords, loadInbox } from './inbox';
export { fromKathmanduInput, instantOfKathmanduInput, toKathmanduInput } from './kathmandu-input';
export { ListSearch } from './list-search';
export { paisaOf, rupeesOf } from './money-input';
export { NameWithSlugFields } from './name-with-slug';
export { Pager, pageFromSearch } from './pager';
export {
  ChosenProduct,
  findBlogProducts,
  ProductSearch,
  ProductThumb,
  pickButton,
  staffProductsAddress,
} from './product-search';
export { ReasonDialog } from './reason-dialog';
export {
  loadRecordEditor,
  RecordEditorFrame,
  RecordEditorLoading,
  useRecordEditor,
} from './record-editor';
export { RecordList, RecordRow } from './record-list';
export { Fact, RecordFacts, StaffRecordLoading, StaffRecordPage } from './record-page';
export { ForbiddenScreen, SectionGate } from './section-gate';
export { StaffLoadError, StaffPageLoading } from './staff-route';
export {
  fetchMyStores,
  loadStoreScoped,
  type StoreScoped,
  StoreScopedLoading,
  StoreScopedPage,
  type StoreScopedWords,
} from './store-scoped-page';
export {
  ListBody,
  listApiQuery,
  listHref,
  SearchWithStatus,
  StateBadge,
  SuspendOrReinstate,
  useListQuery,
} from './suspension-list';
export { SuspensionPage } from './suspension-page';
