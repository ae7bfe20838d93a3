import { m } from '@upahar/contract/messages';
import { toast } from '~/components/toast';

// What the Share and Copy link buttons do, loaded on the first click so pages carry none of it.

/** The device's own share sheet; closing it is no error. */
export async function shareNatively(data: { url: string; title: string }) {
  try {
    await navigator.share(data);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') return;
    toast.error(m.common_share_failed());
  }
}

export async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(m.common_link_copied());
  } catch {
    toast.error(m.common_copy_blocked());
  }
}
