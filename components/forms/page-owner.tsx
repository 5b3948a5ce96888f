'use client';

import { createContext, useContext } from 'react';

/**
 * The account a signed-in page was rendered for. Every form on it sends this as its owner (lib/forms/record's
 * OWNER_FIELD; `useFormAction` adds it), and the server refuses the form when someone else is signed in now
 * (lib/actions/form-action.ts): a tab left open after she signed out, while another woman signed in on the same
 * device, cannot save into the other account. An account id, not health data.
 */
const PageOwnerContext = createContext<string | null>(null);

export function PageOwnerProvider({ uid, children }: { uid: string | null; children: React.ReactNode }) {
  return <PageOwnerContext.Provider value={uid}>{children}</PageOwnerContext.Provider>;
}

export function usePageOwner(): string | null {
  return useContext(PageOwnerContext);
}
