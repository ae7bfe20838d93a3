// The shop's information pages (about, policies, FAQ, contact): route modules import from here.
export { ContactPage } from './contact-page';
export { FaqPage, faqJsonLd } from './faq-page';
export { PlainText } from './plain-text-view';
export { TextPage } from './text-page';
