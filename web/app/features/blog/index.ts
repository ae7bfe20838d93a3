// What routes and other features may use of the blog; its other files are its own business.
export { BlogListPage } from './blog-list-page';
export { feedLink, postJsonLd, postMeta } from './meta';
export { PostView } from './post-view';
