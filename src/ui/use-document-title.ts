import { useEffect } from 'react';
import { useSettings } from '../db/hooks';

/** The tab's title for this screen, followed by the site's name; null leaves it as it is (loading). */
export function useDocumentTitle(title: string | null) {
  const siteName = useSettings()?.siteName || 'Paris Prestige Chauffeur';
  useEffect(() => {
    if (title) document.title = `${title} · ${siteName}`;
  }, [title, siteName]);
}
