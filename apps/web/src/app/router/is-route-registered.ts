import { useRouter, type AnyRouter, type RegisteredRouter } from '@tanstack/react-router';

/** Static paths of the route table as links take them (the catch-all is no link target). */
export type TRoutePath = Exclude<WithoutTrailingSlash<keyof RegisteredRouter['routesByPath']>, '/$'>;

/** Index routes are keyed '/auth/'; links name them '/auth'. */
type WithoutTrailingSlash<P> = P extends '/' ? P : P extends `${infer Head}/` ? Head : P;

/**
 * Whether a path is a route of the table. Navbar buttons and sidenav entries of later issues link
 * to their page as soon as its route is registered, without touching the shell again.
 */
export function isRouteRegistered(router: AnyRouter, path: string): path is TRoutePath {
  return path !== '/$' && Object.hasOwn(router.routesByPath, path);
}

/** The path when its route exists, else the fallback. */
export function useRouteOrFallback(path: string, fallback: TRoutePath): TRoutePath {
  const router = useRouter();
  return isRouteRegistered(router, path) ? path : fallback;
}
