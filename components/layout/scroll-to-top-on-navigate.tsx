'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Spec section 2: every path change starts at the top of the new page. */
export function ScrollToTopOnNavigate() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
