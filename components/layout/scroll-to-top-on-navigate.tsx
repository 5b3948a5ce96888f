'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Spec section 2: every path change starts at the top of the new page. Not the first render: on a full page load
 * the browser already placed her (at the top, at a #fragment, or where she was before a reload), and she may have
 * scrolled before the page became interactive.
 */
export function ScrollToTopOnNavigate() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
