import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface GroupState {
  openId: string | null;
  setOpenId: (id: string | null) => void;
}

const DropdownGroupContext = createContext<GroupState | null>(null);

/** Only one dropdown of a group is open at a time (docs/product.md, "Listings"). */
export function DropdownGroup({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return <DropdownGroupContext.Provider value={value}>{children}</DropdownGroupContext.Provider>;
}

/**
 * Open state of one dropdown: shared with its group when inside one, its own otherwise. The setter
 * stays the same between renders, so an open list's listeners are not set up again on every one.
 */
export function useDropdownOpen(id: string): [boolean, (open: boolean) => void] {
  const group = useContext(DropdownGroupContext);
  const [ownOpen, setOwnOpen] = useState(false);
  const setOpenId = group?.setOpenId;
  const setOpen = useCallback(
    (open: boolean) => (setOpenId ? setOpenId(open ? id : null) : setOwnOpen(open)),
    [setOpenId, id],
  );
  return [group ? group.openId === id : ownOpen, setOpen];
}
