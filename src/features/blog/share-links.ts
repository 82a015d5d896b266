// Sharing a post: the device's own share sheet where it has one (Web Share API), else the
// network's share page in a new tab.

export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface Shared {
  title: string;
  url: string;
}

/** The network's page that shares `url`. */
export function shareUrl(network: ShareNetwork, { title, url }: Shared): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

/**
 * Opens the share sheet, or the network's page when the device has none. Resolves once handed
 * over; a visitor closing the sheet is not an error.
 */
export async function sharePost(network: ShareNetwork, shared: Shared): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: shared.title, url: shared.url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Not allowed here (an iframe, no user gesture left): the network's page still works.
    }
  }
  window.open(shareUrl(network, shared), '_blank', 'noopener,noreferrer');
}
