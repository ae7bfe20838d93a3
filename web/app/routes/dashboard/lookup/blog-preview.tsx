import { m } from '@upahar/contract/messages';
import { previewMarkdown } from '~/features/blog/staff';
import { searchOf } from '~/lib/route-data';
import { fetched } from '~/lib/use-fetched';
import type { Route } from './+types/blog-preview';

// A blog post's Markdown rendered by the server exactly as the shop will show it, for the editor's
// Preview tab; read in the browser, no page of its own.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetched(
    request,
    previewMarkdown(searchOf(request).get('markdown') ?? '', request.signal),
    m.dashboard_preview_failed(),
  );
}
