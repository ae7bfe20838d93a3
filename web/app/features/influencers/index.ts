// Influencers and reactions: route modules import from here.
export { type InfluencerData, InfluencerPage } from './influencer-page';
export {
  fetchMyInfluencer,
  fetchStaffInfluencer,
  fetchStaffInfluencers,
  readAsReader,
  saveStaffPicks,
  sendDecision,
} from './influencers-api';
export { type InfluencersData, InfluencersPage } from './influencers-page';
export { MyInfluencerLoading, MyInfluencerPage } from './my-influencer-page';
export { PicksEditor } from './picks-editor';
export { SocialLinks } from './social-links';
