// What other modules may use of where uploaded files' bytes are kept (the database or a bucket);
// everything else in this folder is its own business.
export { type Bucket, openBucket } from './bucket.ts';
export { dropDeletedFiles, dropDeletedFilesAfter, filesWithoutBucketNotice } from './deletions.ts';
export { CopyMismatch, moveFilesToBucket } from './move-to-bucket.ts';
export {
  fileKey,
  keepFile,
  OBJECT_CACHING,
  PERSONAL_MEDIA_PREFIX,
  type Stored,
  sendFile,
} from './stored-file.ts';
