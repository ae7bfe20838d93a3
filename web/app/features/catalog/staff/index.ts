// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { DashboardCakeEditorLoading, DashboardCakeEditorPage, loadStaffCake } from './cake-editor-page';
export { fetchAccessoryCandidates } from './cakes-api';
export { DashboardCakesLoading, DashboardCakesPage, loadStaffCakes } from './cakes-page';
export {
  DashboardProductEditorLoading,
  DashboardProductEditorPage,
  loadProductEditor,
} from './product-editor-page';
export { DashboardProductsLoading, DashboardProductsPage, loadStaffProducts } from './products-page';
