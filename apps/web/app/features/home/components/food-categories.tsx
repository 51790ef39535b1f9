import { FOOD_CATEGORIES } from '@levera/domain';
import { useT } from '../../../lib/i18n.ts';
import { HomeSection } from './home-section.tsx';

/** The 11 food categories of SPEC §2, each with its image (SPEC §3 "Food category": id, key, image). */
export function FoodCategories() {
  const t = useT('home');
  return (
    <HomeSection
      headingId="categories-heading"
      heading={t('categories.heading')}
      intro={t('categories.text')}
      className="py-16 sm:py-20"
    >
      <ul className="mt-10 grid grid-cols-3 gap-x-4 gap-y-8 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-11">
        {FOOD_CATEGORIES.map((category) => (
          <li key={category} className="flex flex-col items-center gap-3 text-center">
            <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 ring-1 ring-brand-100">
              <img
                src={`/images/categories/${category}.svg`}
                width={52}
                height={52}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </span>
            <span className="text-sm font-semibold text-slate-800">{t(`categories.items.${category}`)}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
