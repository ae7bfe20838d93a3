// What other features and routes may use of campaigns; its other files are its own business.
export { CampaignPage } from './campaign-page';
export { CampaignScopePage } from './campaign-scope-page';
export { DealNote } from './deal-note';
