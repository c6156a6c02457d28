import { useEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';
import { useNarrow } from './use-narrow';

/**
 * When a window narrows to a phone's width (a resized window, a turned tablet) the menu, open beside the page on a
 * desktop, would become a drawer over the page that the page no longer shows yet still catches every tap: the menu
 * closes instead, and opens again beside the page when the window widens. The first render keeps the operator's
 * choice.
 */
export function useSidebarFollowsWidth() {
  const narrow = useNarrow();
  const [, setOpen] = useSidebarState();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setOpen(!narrow);
  }, [narrow, setOpen]);
}
