import { matchRoutes, type Params } from 'react-router-dom';
import { NOT_FOUND_ROUTE, routes, type PageRoute } from './routes';

export interface MatchedPage {
  route: PageRoute;
  params: Params;
}

/** The page the route table gives a path (the not-found route when none matches). */
export function matchPage(pathname: string): MatchedPage {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const route = (match?.route.handle as PageRoute | undefined) ?? NOT_FOUND_ROUTE;
  return { route, params: match?.params ?? {} };
}
