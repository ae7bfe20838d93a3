// The staff screens of this feature, for the dashboard's routes only: the shopper's pages import
// the feature's index.ts, so none of this reaches their code.

export { ContactEditorPage, loadContactPage } from './contact-editor';
export { FaqEditorPage, loadFaq } from './faq-editor';
export { DashboardInfoPages, loadInfoPages } from './info-pages-page';
export { DashboardMessagesPage, loadMessages } from './messages-page';
export { loadTextPage, TextPageEditorPage } from './text-page-editor';
