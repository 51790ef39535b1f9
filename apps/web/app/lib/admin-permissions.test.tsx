import { type AdminRole, type Permission, PERMISSIONS } from '@levera/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminRoleProvider, adminMay, useAdminMay } from './admin-permissions.tsx';

// Issue 33 §1: the back-office follows the domain's permission table, and offers nothing beyond
// what every role may do until the signed-in admin's role is known.

function Offers({ permission }: { permission: Permission }) {
  return <p>{useAdminMay(permission) ? 'offered' : 'not offered'}</p>;
}

const offeredTo = (role: AdminRole | null, permission: Permission, isLoading = false) => {
  const { unmount } = render(
    <AdminRoleProvider role={role} isLoading={isLoading}>
      <Offers permission={permission} />
    </AdminRoleProvider>,
  );
  const text = screen.getByRole('paragraph').textContent;
  unmount();
  return text;
};

describe('useAdminMay', () => {
  it.each([
    ['owner', 'revealNationalId', 'offered'],
    ['admin', 'revealNationalId', 'not offered'],
    ['admin', 'exportLists', 'offered'],
    ['support', 'exportLists', 'not offered'],
    ['support', 'bulkActions', 'not offered'],
    ['support', 'answerQueries', 'offered'],
  ] as const)(
    "answers by the role's permissions in the domain's table: %s, %s: %s",
    (role, permission, offered) => {
      expect(offeredTo(role, permission)).toBe(offered);
    },
  );

  it('offers only what every role may do while the role is not known (loading, unread, or no provider)', () => {
    for (const isLoading of [true, false]) {
      expect(offeredTo(null, 'readLists', isLoading)).toBe('offered');
      expect(offeredTo(null, 'answerQueries', isLoading)).toBe('offered');
      expect(offeredTo(null, 'managePartners', isLoading)).toBe('not offered');
      expect(offeredTo(null, 'personalData', isLoading)).toBe('not offered');
    }
    const { unmount } = render(<Offers permission="exportLists" />);
    expect(screen.getByRole('paragraph').textContent).toBe('not offered');
    unmount();
  });

  it('agrees with the table for every role and permission', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      for (const role of ['owner', 'admin', 'support'] as const) {
        expect([role, permission, adminMay(role, permission)]).toEqual([
          role,
          permission,
          (PERMISSIONS[permission] as readonly string[]).includes(role),
        ]);
      }
    }
  });
});

describe('the role while the profile loads', () => {
  const rendered = (props: { role: AdminRole | null; email: string; isLoading: boolean }) => {
    const { unmount } = render(
      <AdminRoleProvider {...props}>
        <Offers permission="bulkActions" />
      </AdminRoleProvider>,
    );
    const text = screen.getByRole('paragraph').textContent;
    unmount();
    return text;
  };

  it("is the role this browser last saw for the same admin, never another admin's", () => {
    window.localStorage.clear();
    expect(rendered({ role: null, email: 'owner@levera.test', isLoading: true })).toBe('not offered');
    expect(rendered({ role: 'owner', email: 'owner@levera.test', isLoading: false })).toBe('offered');
    // The next page load: the bulk bar is there from the start, so the list does not jump.
    expect(rendered({ role: null, email: 'owner@levera.test', isLoading: true })).toBe('offered');
    expect(rendered({ role: null, email: 'support@levera.test', isLoading: true })).toBe('not offered');
    // A profile that could not be read offers only what every role may do.
    expect(rendered({ role: null, email: 'owner@levera.test', isLoading: false })).toBe('not offered');
    // The profile decides once it is there: a role changed meanwhile wins.
    expect(rendered({ role: 'support', email: 'owner@levera.test', isLoading: false })).toBe('not offered');
    expect(rendered({ role: null, email: 'owner@levera.test', isLoading: true })).toBe('not offered');
  });
});
