import type { SiteLanguage } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/offers/active (DESIGN.md §4): the platform-wide offers running now, shown on the home page.

export type ActiveOffer = {
  id: string;
  title: string;
  description: string;
  discountType: string | null;
  discountValue: number | null;
  endDate: string | null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The offers of an answer (`{ data: [...] }` or a bare list); anything malformed is left out. */
export function parseActiveOffers(answer: unknown): ActiveOffer[] {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object' && Array.isArray((answer as { data?: unknown }).data)
      ? (answer as { data: unknown[] }).data
      : [];
  return list.flatMap((item, index): ActiveOffer[] => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const title = text(record.title);
    if (!title) return [];
    const value = Number(record.discountValue);
    return [
      {
        id: text(record.id) || String(index),
        title,
        description: text(record.description),
        discountType: text(record.discountType) || null,
        discountValue: record.discountValue != null && Number.isFinite(value) ? value : null,
        endDate: text(record.endDate) || null,
      },
    ];
  });
}

/**
 * The offers with their title and description in `language`. Never shows an error toast: the home
 * page simply leaves the offers out when this fails.
 */
export async function getActiveOffers(language: SiteLanguage, signal?: AbortSignal): Promise<ActiveOffer[]> {
  const answer = await apiRequest<unknown>('/offers/active', { suppressErrorToast: true, signal, language });
  return parseActiveOffers(answer);
}
