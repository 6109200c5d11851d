// The product page's share links: Facebook, X and WhatsApp open their share screens;
// Instagram has none, so the page copies the link instead.

export interface ShareLinks {
  facebook: string;
  x: string;
  whatsapp: string;
}

export function shareLinks(url: string, title: string): ShareLinks {
  const link = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    x: `https://twitter.com/intent/tweet?url=${link}&text=${encodeURIComponent(title)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}
