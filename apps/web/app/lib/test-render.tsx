import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AdminRole } from '@levera/domain';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AdminRoleProvider } from './admin-permissions.tsx';
import { registerCommonCatalog } from './common-catalog.ts';
import { RouterPageLocation } from './router-page-location.tsx';
import type { AreaRole } from './paths.ts';
import { storeSession } from './session.ts';

// Component tests (decision 029): Testing Library renders the component the way the app does (a
// router at a locale path, a React Query client, the common catalogue); tests find elements by role,
// label and text, act with user-event and wait with findBy…/waitFor, never with a fixed sleep.
registerCommonCatalog();
// findBy…/waitFor give up after 3 s: the first lazy import of a file on a busy machine takes time.
configure({ asyncUtilTimeout: 3000 });
// A test that fills a whole form key by key takes seconds on a busy machine (the default is 5 s).
vi.setConfig({ testTimeout: 20_000 });

// Each test starts from an empty page, empty storage and the root address.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

type RenderOptions = {
  /** A pattern for the route, when the component reads route parameters. */
  routePath?: string;
  /** Signs this role in first, the way a login does: a session in browser storage (lib/session.ts). */
  signedIn?: AreaRole;
  /** A signed-in admin's role, as the admin layout provides it from the profile (issue 33 §1). */
  adminRole?: AdminRole;
};

/**
 * Renders `ui` at `path` (its locale decides the language). The window's address is set to the
 * path too: the API client and the sign-in read the role, the token and the language from it.
 */
export function renderAt(
  path: string,
  ui: ReactElement,
  { routePath = '*', signedIn, adminRole = 'owner' }: RenderOptions = {},
) {
  if (signedIn) storeSession(signedIn, `${signedIn}-token`, `${signedIn}@levera.se`);
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(
    [
      {
        path: routePath,
        element: (
          <RouterPageLocation>
            {signedIn === 'admin' ? <AdminRoleProvider role={adminRole}>{ui}</AdminRoleProvider> : ui}
          </RouterPageLocation>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  // No retries: a failed answer shows at once, as the test answered it.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, user };
}

/**
 * Fills a form the way a visitor does, field by field in the order given (label → value): picks the
 * option of a select, types into any other field. `container` narrows the search, e.g. to a dialog.
 */
export async function fillFields(
  user: UserEvent,
  values: Record<string, string>,
  container: HTMLElement = document.body,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = within(container).getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
}

/**
 * Asks for a bulk action the way an admin does (decision 036): picks `action` in the toolbar's list
 * (the one named `list`, when given), presses `apply` ("Apply to 3 rows") and waits for the
 * confirmation dialog named `confirm`, which it returns.
 */
export async function askBulkAction(
  user: UserEvent,
  toolbar: HTMLElement,
  { list, action, apply, confirm }: { list?: string; action: string; apply: string; confirm: string },
): Promise<HTMLElement> {
  await user.selectOptions(within(toolbar).getByRole('combobox', list ? { name: list } : {}), action);
  await user.click(within(toolbar).getByRole('button', { name: apply }));
  return screen.findByRole('dialog', { name: confirm });
}

/**
 * The text of what describes a field (its hint or error message, by aria-describedby), as written.
 * (Testing Library's accessible description puts spaces around inline elements under happy-dom.)
 */
export function descriptionOf(field: Element): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/**
 * Runs every timer the page has set, under fake timers (`vi.useFakeTimers()`): for tests about time,
 * e.g. that an overlay which opens once the page is idle stays closed. Click with `fireEvent` there:
 * user-event's wrapper waits on a timer that fake timers hold.
 */
export async function runAllTimers(): Promise<void> {
  await act(() => vi.runAllTimersAsync());
}

/** An API answer with a JSON body, as the server sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A request as the API receives it: the route ("PATCH /api/promotions/p1/status"), its query, its
 * JSON body and the Authorization header (the signed-in role's token, or none).
 */
export type SentRequest = {
  route: string;
  query: Record<string, string>;
  body: unknown;
  authorization?: string;
};

function readRequest([url, init]: unknown[]): SentRequest {
  const address = new URL(String(url));
  const { method = 'GET', body, headers } = (init ?? {}) as RequestInit;
  return {
    route: `${method} ${address.pathname}`,
    query: Object.fromEntries(address.searchParams),
    body: typeof body === 'string' ? JSON.parse(body) : undefined,
    authorization: new Headers(headers).get('Authorization') ?? undefined,
  };
}

type RouteAnswer = ((request: SentRequest) => Response) | Record<string, unknown> | unknown[];

/**
 * Replaces `fetch` for every test of the file that calls it: the component talks to this fake API
 * instead of a server.
 */
export function mockApi() {
  const fetch = vi.fn();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return {
    /** The mock itself, e.g. to make every request fail as without a network. */
    fetch,
    /** Answers every request with `status` and the JSON `body`. */
    answerAll(status: number, body: unknown): void {
      fetch.mockImplementation(async () => jsonResponse(status, body));
    },
    /**
     * Answers by route ("GET /api/promotions", without the query): a function gets the request and
     * returns the response, anything else is the body of a 200 answer. A route the test did not
     * expect is answered 404, so the screen shows it instead of waiting forever.
     */
    answer(routes: Record<string, RouteAnswer>): void {
      fetch.mockImplementation(async (...call: unknown[]) => {
        const request = readRequest(call);
        const answer = routes[request.route];
        if (answer === undefined) return jsonResponse(404, { error: `no answer for ${request.route}` });
        return typeof answer === 'function' ? answer(request) : jsonResponse(200, answer);
      });
    },
    /** Every request sent so far, in order; with `route`, only those to it. */
    sent(route?: string): SentRequest[] {
      const requests = fetch.mock.calls.map(readRequest);
      return route ? requests.filter((request) => request.route === route) : requests;
    },
  };
}
