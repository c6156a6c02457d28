import { brandFor } from '@portal/shared';
import { createContext, useContext, useEffect } from 'react';

const brandName = brandFor().name;

/** A page's title in the browser's tab and history: its heading and the brand, or the brand alone (the home). */
export const documentTitle = (heading?: string): string =>
  heading ? `${heading} · ${brandName}` : brandName;

/**
 * Where pre-rendering collects the title of the page it draws (it writes it into the HTML's head); in a browser
 * there is none, and the page sets the document's title once it shows.
 */
export const TitleSink = createContext<((title: string) => void) | undefined>(undefined);

/** Gives the page its title: in the HTML when pre-rendered, in the document once shown. */
export function useDocumentTitle(heading?: string): void {
  const title = documentTitle(heading);
  useContext(TitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
