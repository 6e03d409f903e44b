import { forwardRef, useContext, type MouseEvent } from 'react';
import {
  Link as RouterLink,
  parsePath,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type LinkProps as RouterLinkProps,
  type Path,
} from 'react-router';

export type LinkProps = Omit<RouterLinkProps, 'to'> & { to: string };

/** A plain left click on a link that opens in this tab: the app navigates itself. */
function isOwnNavigation(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A path under the router's basename (the language prefix, /hi): what the address bar shows. */
function underBasename(basename: string, pathname: string) {
  if (basename === '/') return pathname;
  return pathname === '/' ? basename : `${basename}${pathname}`.replace(/\/\/+/g, '/');
}

const samePlace = (a: Partial<Path>, b: Partial<Path>) =>
  a.pathname === b.pathname &&
  (a.search || '') === (b.search || '') &&
  (a.hash || '') === (b.hash || '');

/**
 * The shop's link: an <a> to an address in the shop that the router follows without a page
 * load. Every link of the shop's is to an absolute address ("/products/..."), which needs none
 * of React Router's relative resolution: React Router's Link resolved each address twice and
 * read four router hooks per link, a sixth of a server-rendered page's render time (decision 032).
 * A relative address still goes to React Router's Link. What a click does is React Router's:
 * a plain click pushes the address (replaces it when it is the current one), a modified click
 * or another target is left to the browser.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, target, onClick, reloadDocument, ...rest },
  ref,
) {
  const { basename, navigator } = useContext(NavigationContext);
  // A data router (the tests' memory router) navigates by addresses without the basename.
  const dataRouter = useContext(DataRouterContext);
  const location = useLocation();
  if (!to.startsWith('/') || to.startsWith('//')) {
    return (
      <RouterLink
        ref={ref}
        to={to}
        replace={replace}
        state={state}
        target={target}
        onClick={onClick}
        reloadDocument={reloadDocument}
        {...rest}
      />
    );
  }
  const path = parsePath(to);
  const pathname = underBasename(basename, path.pathname ?? '/');
  const href = navigator.createHref({ ...path, pathname });
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isOwnNavigation(event, target)) return;
    event.preventDefault();
    const here = samePlace(location, { ...path, pathname: path.pathname ?? '/' });
    if (dataRouter) {
      void dataRouter.router.navigate(to, { replace: replace ?? here, state });
      return;
    }
    const next = { pathname, search: path.search ?? '', hash: path.hash ?? '' };
    if (replace ?? here) navigator.replace(next, state);
    else navigator.push(next, state);
  };
  return <a ref={ref} {...rest} href={href} target={target} onClick={follow} />;
});
