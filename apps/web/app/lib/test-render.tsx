import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { registerCommonCatalog } from './common-catalog.ts';

// Component tests: render under a memory router at a path (the locale comes from the path).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
registerCommonCatalog();

export async function renderAt(path: string, element: ReactNode, routePath = '*') {
  const container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  return {
    container,
    router,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Lets effects, timers and promises run (the overlays wait for load and idle). */
export const settle = (ms = 30) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => (element as HTMLElement).click());
  await settle();
}

/** Types into a React-controlled or registered input the way a browser does. */
export async function type(element: Element | null, value: string): Promise<void> {
  if (!element) throw new Error('no field');
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : element instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

export const byText = (root: ParentNode, selector: string, text: string) =>
  [...root.querySelectorAll(selector)].find((element) => element.textContent?.trim() === text);

/** Waits (letting React work) until `find` returns something, e.g. a lazily loaded dialog. */
export async function waitFor<T>(find: () => T | null | undefined, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: timed out');
    await settle(25);
  }
}

/**
 * Replaces `fetch` for every test of the file that calls it (and empties the page after each): the
 * component talks to this mock instead of a server. Answer with `jsonResponse`.
 */
export function mockFetch() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });
  return fetchMock;
}

/** An API answer with a JSON body, as the server sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
