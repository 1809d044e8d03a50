import { useLocation, useParams } from 'react-router-dom';
import { SHOW_PATHS } from '../../domain/paths';
import { SHOW_KEYS, type ShowKey } from '../../domain/shows';
import { DatePage } from '../../features/show-dates/date-page';
import NotFoundPage from '../not-found/not-found-page';

/** The show whose path starts this address (matching is case-insensitive, as the router's is). */
function showOfPath(pathname: string): ShowKey | null {
  const first = `/${pathname.split('/')[1] ?? ''}`.toLowerCase();
  return SHOW_KEYS.find((show) => SHOW_PATHS[show].toLowerCase() === first) ?? null;
}

export default function ShowDatePage() {
  const { slug = '' } = useParams();
  const show = showOfPath(useLocation().pathname);
  if (!show) return <NotFoundPage />;
  return <DatePage key={`${show}/${slug}`} show={show} slug={slug} />;
}
