// Selling on Upahar: route modules import from here.
export { ApplyPage } from './apply-page';
export { BusinessesPage } from './businesses-page';
export { DocumentLinks } from './document-links';
export { SellInfoPage } from './sell-info-page';
export { ApplicationStatusBadge, STATUS_LABEL } from './status-badge';
