'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ClaimedCode } from '@/lib/data/offers';

interface JustClaimed {
  codes: readonly ClaimedCode[];
  add(code: ClaimedCode): void;
}

const JustClaimedContext = createContext<JustClaimed>({ codes: [], add: () => {} });

/**
 * The codes she has claimed on this page since it loaded, from each claim's own answer: "Your codes" lists them
 * at once, where the server's list (read through an eventually consistent index) may not have them yet.
 */
export function JustClaimedProvider({ children }: { children: ReactNode }) {
  const [codes, setCodes] = useState<readonly ClaimedCode[]>([]);
  const add = useCallback(
    (code: ClaimedCode) =>
      setCodes((known) => (known.some((each) => each.offerId === code.offerId) ? known : [code, ...known])),
    [],
  );
  const value = useMemo(() => ({ codes, add }), [codes, add]);
  return <JustClaimedContext.Provider value={value}>{children}</JustClaimedContext.Provider>;
}

export function useJustClaimed(): JustClaimed {
  return useContext(JustClaimedContext);
}
