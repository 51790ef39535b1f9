import { describe, expect, it } from 'vitest';
import { readQueryFilters, writeQueryFilters } from './use-query-filters.ts';

describe('query list filters in the URL', () => {
  it('reads valid filters and ignores anything else', () => {
    expect(readQueryFilters(new URLSearchParams('type=vendor&status=inProgress&q=pizza&page=3'))).toEqual({
      tab: 'vendor',
      status: 'inProgress',
      assignee: '',
      q: 'pizza',
      page: 3,
    });
    expect(readQueryFilters(new URLSearchParams('type=rider&status=done&page=-2&assignee=someone'))).toEqual({
      tab: 'all',
      status: '',
      assignee: '',
      q: '',
      page: 1,
    });
  });

  it('goes back to page 1 when a filter changes, and leaves defaults out of the URL', () => {
    const current = {
      tab: 'store' as const,
      status: 'created' as const,
      assignee: '' as const,
      q: 'late',
      page: 4,
    };
    expect(writeQueryFilters(current, { page: 5 }).toString()).toBe(
      'type=store&status=created&q=late&page=5',
    );
    expect(writeQueryFilters(current, { tab: 'all' }).toString()).toBe('status=created&q=late');
    expect(writeQueryFilters(current, { status: '', q: '' }).toString()).toBe('type=store');
    // The "Mine" filter (issue 37 §3): assignee=me, back to page 1.
    expect(readQueryFilters(new URLSearchParams('assignee=me')).assignee).toBe('me');
    expect(writeQueryFilters(current, { assignee: 'me' }).toString()).toBe(
      'type=store&status=created&q=late&assignee=me',
    );
  });
});
