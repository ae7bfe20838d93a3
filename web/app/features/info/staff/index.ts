// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { ContactEditorPage } from './contact-editor';
export { FaqEditorPage } from './faq-editor';
export { DashboardInfoPages } from './info-pages-page';
export { DashboardMessagesPage } from './messages-page';
export { TextPageEditorPage } from './text-page-editor';
