import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/partner-rider.json';
import sv from '../../../../locales/sv/partner-rider.json';
import { registerCatalog } from '../../../lib/i18n.ts';
import { RiderApplication } from './rider-application.tsx';

registerCatalog('partner-rider', { en, sv });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function renderAt(path: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter([{ path: '/:locale/partner/rider', element: <RiderApplication /> }], {
    initialEntries: [path],
  });
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  return { container, unmount: () => act(() => root.unmount()) };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('RiderApplication', () => {
  it('moves to step 2 once a city and a vehicle are chosen', async () => {
    const { container, unmount } = await renderAt('/sv-en/partner/rider');
    const click = async (element: Element | null) => {
      await act(async () => (element as HTMLElement).click());
      await settle();
    };
    await click(container.querySelector('button[type="submit"]'));
    expect(container.textContent).toContain('Please select a city');
    await click(container.querySelector('input[value="Uppsala"]'));
    expect(container.textContent).not.toContain('Please select a city');
    await click(container.querySelector('input[value="Car"]'));
    expect(container.textContent).not.toContain('Please select a vehicle');
    await click(container.querySelector('button[type="submit"]'));
    expect(container.querySelector('h2')?.textContent).toBe('Tell us about yourself');
    await unmount();
  });

  it('keeps what was typed when going back and forth between the steps', async () => {
    const { container, unmount } = await renderAt('/sv-se/partner/rider');
    const act1 = async (fn: () => void) => {
      await act(async () => fn());
      await settle();
    };
    const byText = (text: string) =>
      [...container.querySelectorAll('button')].find((button) =>
        button.textContent?.includes(text),
      ) as HTMLElement;
    await act1(() => (container.querySelector('input[value="Malmö"]') as HTMLElement).click());
    await act1(() => (container.querySelector('input[value="Bicycle"]') as HTMLElement).click());
    await act1(() => byText('Nästa').click());
    expect(container.querySelector('h2')?.textContent).toBe('Berätta om dig själv');
    const firstName = container.querySelector('input[name="firstName"]') as HTMLInputElement;
    await act1(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(firstName, 'Sara');
      firstName.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act1(() => byText('Tillbaka').click());
    expect((container.querySelector('input[value="Malmö"]') as HTMLInputElement).checked).toBe(true);
    expect((container.querySelector('input[value="Bicycle"]') as HTMLInputElement).checked).toBe(true);
    await act1(() => byText('Nästa').click());
    expect((container.querySelector('input[name="firstName"]') as HTMLInputElement).value).toBe('Sara');
    expect(container.textContent).toContain('Malmö');
    expect(container.textContent).toContain('Cykel');
    await unmount();
  });
});
