'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Spec section 2: every path change starts at the top of the new page. Not the first render: on a full page load
 * the browser already placed her (at the top, at a #fragment, or where she was before a reload), and she may have
 * scrolled before the page became interactive. Nor a link to a #fragment (/settings#offer-news): she is taken to
 * that part of the page, which Next scrolls to when it renders; scrolling to the top here would undo that.
 */
export function ScrollToTopOnNavigate() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const fragment = decodeURIComponent(window.location.hash.slice(1));
    if (fragment) {
      document.getElementById(fragment)?.scrollIntoView({ block: 'start', behavior: 'instant' });
      return;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
