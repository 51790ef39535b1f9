import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { PageNavigateContext } from '../lib/page-location.ts';
import { useContext } from 'react';

/**
 * A link to another page of the site for components that also run as islands (decision 051): under
 * React Router (the back-office SPA) a plain click moves within the app as `<Link>` does; in an
 * island, where no router runs, it is a plain link that loads the page. A click with a modifier
 * key, another button or a target keeps the browser's own behaviour either way.
 */
export function PageLink({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useContext(PageNavigateContext);
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!navigate || event.defaultPrevented || !isPlainClick || props.target) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={onLinkClick} {...props} />;
}
