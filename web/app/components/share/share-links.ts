// Where a page can be shared without any script of the networks: plain links that open their
// share screens with the page's address (and its title where they take one).

type ShareNetwork = 'facebook' | 'whatsapp' | 'viber' | 'x';
export type ShareLink = { network: ShareNetwork; label: string; href: string; app: boolean };

const enc = encodeURIComponent;

/** The share links for a page at `url` called `title`, in the order shoppers in Nepal use them. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const text = `${title} ${url}`;
  return [
    {
      network: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
      app: false,
    },
    { network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${enc(text)}`, app: false },
    // Viber has no web page to share from: the link opens the app.
    { network: 'viber', label: 'Viber', href: `viber://forward?text=${enc(text)}`, app: true },
    {
      network: 'x',
      label: 'X',
      href: `https://x.com/intent/post?text=${enc(title)}&url=${enc(url)}`,
      app: false,
    },
  ];
}
