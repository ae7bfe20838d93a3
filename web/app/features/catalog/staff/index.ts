// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { DashboardCakeEditorPage } from './cake-editor-page';
export { DashboardCakesPage } from './cakes-page';
export { DashboardProductEditorPage } from './product-editor-page';
export { DashboardProductsPage } from './products-page';
