import { toast } from '~/components/toast';

// What the Share and Copy link buttons do, loaded on the first click so pages carry none of it.

/** The device's own share sheet; closing it is no error. */
export async function shareNatively(data: { url: string; title: string }) {
  try {
    await navigator.share(data);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') return;
    toast.error('Sharing did not open here: use one of the links beside it');
  }
}

export async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error('Copying is blocked in this browser: copy the address from the address bar');
  }
}
