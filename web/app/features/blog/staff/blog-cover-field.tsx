import { m } from '@upahar/contract/messages';
import { ImageUploadField } from '~/features/staff-shell';
import { uploadBlogCover } from './blog-api';

/** The post's cover picture, saved with the post. */
export function BlogCoverField(props: {
  value: string | null;
  onChange: (path: string | null) => void;
  error?: string;
}) {
  return <ImageUploadField label={m.blog_staff_cover()} upload={uploadBlogCover} {...props} />;
}
