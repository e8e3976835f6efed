import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for the plain in-app links (`<a href="/clients/…">`) inside a long list, set on the
 * list: a plain left click (or Enter on a link) opens the page in the app, as a RouterLink would; a click
 * with a modifier key or another button is the browser's (a new tab or window). Hundreds of rows of plain
 * anchors cost far less to render than as many RouterLinks, each with its hooks and handler.
 */
export function useInAppLinkClicks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    },
    [navigate],
  );
}
