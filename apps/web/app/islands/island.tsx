import type { ComponentType } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      // The element around each island (display: contents in app.css, so it adds no box).
      'levera-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * An interactive part of a prerendered public page (decision 047). It renders with the page like any
 * component; in the browser, islands/hydrate.tsx finds it by its name in islands/registry.ts (the
 * module of that name in islands/on-every-page/ or islands/on-some-pages/) and hydrates it as a
 * React root of its own, with the props written here. The rest of the page is HTML that needs no
 * JavaScript, so only the islands' code is loaded. Props travel in the HTML, so they must be plain
 * JSON.
 *
 * Under React Router (the back-office, the component tests) an island is simply its component.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<Props>;
  props: Props;
}) {
  const json = JSON.stringify(props);
  return (
    <levera-island data-name={name} data-props={json === '{}' ? undefined : json}>
      <Component {...props} />
    </levera-island>
  );
}
