import type { MenuItemAnswer } from '@levera/domain';

export type MenuGroup<Item> = {
  /** The category as written on the first item of it; '' for items without one ("Other"). */
  category: string;
  items: Item[];
};

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');

/** Whether an item matches a search: every word in its name, description or category. */
export function matchesMenuSearch(
  item: Pick<MenuItemAnswer, 'name' | 'description' | 'category'>,
  search: string,
): boolean {
  const words = fold(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(`${item.name} ${item.description} ${item.category}`);
  return words.every((word) => text.includes(word));
}

/**
 * The items by category, in the order each category first appears on the menu (categories that
 * differ only in case or spacing are one group); items without a category come last, as "Other".
 */
export function groupMenuItems<Item extends Pick<MenuItemAnswer, 'category'>>(
  items: readonly Item[],
): MenuGroup<Item>[] {
  const groups = new Map<string, MenuGroup<Item>>();
  for (const item of items) {
    const key = fold(item.category);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { category: item.category.trim(), items: [item] });
  }
  const other = groups.get('');
  groups.delete('');
  return other ? [...groups.values(), other] : [...groups.values()];
}
