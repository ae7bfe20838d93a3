// Public profiles: the page at /user/{username} and its owner's settings.
export { PublicProfilePage } from './profile-page';
export { fetchPublicSettings, loadRelation, type Relation } from './profiles-api';
export { PublicSettingsLoading, PublicSettingsPage } from './public-settings-page';
