import { uploadBlogCover } from './blog-api';
import { ImageUploadField } from './image-upload-field';

/** The post's cover picture, saved with the post. */
export function BlogCoverField(props: {
  value: string | null;
  onChange: (path: string | null) => void;
  error?: string;
}) {
  return <ImageUploadField label="Cover picture" upload={uploadBlogCover} {...props} />;
}
