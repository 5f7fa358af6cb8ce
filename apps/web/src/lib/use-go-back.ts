import { useLocation, useNavigate } from 'react-router';

/**
 * Back to where the person came from in this visit (the list they opened, its tab and filters in its
 * address), or, on an address opened from outside, to `fallback`. `replace` leaves the fallback in
 * place of this entry: after a removal there is nothing here to return to.
 */
export function useGoBack(fallback: string, { replace = false } = {}) {
  const navigate = useNavigate();
  // The first address of a visit has the key "default": there is nowhere of ours to go back to.
  const cameFromHere = useLocation().key !== 'default';
  return () => (cameFromHere ? navigate(-1) : navigate(fallback, { replace }));
}
