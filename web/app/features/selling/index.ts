// Selling on Upahar: route modules import from here.
export { ApplyLoading, ApplyPage, loadApplyForm } from './apply-page';
export { BusinessesLoading, BusinessesPage } from './businesses-page';
export { DocumentLinks } from './document-links';
export { SellInfoPage } from './sell-info-page';
export { fetchMyBusinesses } from './selling-api';
export { ApplicationStatusBadge } from './status-badge';
