import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isCityKey, type CityKey } from '../../domain/cities';
import { cityQuery, readFilters } from '../../domain/whats-on-filters';

/** Kept for the visit (the tab), not beyond it: no cookie, and nothing a later visitor of the device would see. */
const KEY = 'chosen-city';

// Storage can be switched off or full (some in-app browsers, private modes): the choice then lives in the address only.
export function remembered(): CityKey | null {
  try {
    const city = sessionStorage.getItem(KEY);
    return isCityKey(city) ? city : null;
  } catch {
    return null;
  }
}
export function remember(city: CityKey | null): void {
  try {
    if (city) sessionStorage.setItem(KEY, city);
    else sessionStorage.removeItem(KEY);
  } catch {
    // The address still carries it.
  }
}

/**
 * The city a visitor chose on the next-dates page or a show page: in the address (`?city=cardiff`, so the
 * server renders it and the link can be shared), and remembered for the visit, so the next of those pages
 * opened without one narrows to it too (What's on too, opened with no filter: whats-on.tsx). Choosing
 * pushes a history entry: Back undoes it.
 */
export function useChosenCity(): [CityKey | null, (city: CityKey | null) => void] {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const city = readFilters(params).city;
  const named = params.has('city');

  useEffect(() => {
    if (city) remember(city);
    else if (!named) {
      const kept = remembered();
      if (kept) void navigate(`${pathname}${cityQuery(kept)}`, { replace: true });
    }
  }, [city, named, pathname, navigate]);

  const choose = useCallback(
    (next: CityKey | null) => {
      remember(next);
      void navigate(`${pathname}${cityQuery(next)}`);
    },
    [pathname, navigate],
  );
  return [city, choose];
}
