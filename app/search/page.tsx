import { Suspense } from 'react';
import { FamilyCards } from '@/components/catalogue/family-cards';
import { PopularProducts } from '@/components/search/popular-products';
import { SearchExperience, SearchPageView } from '@/components/search/search-page';
import { definePage } from '@/lib/routing/pages';

// Results pages are for visitors, not search engines (`indexed: false` in the page's record).
export const metadata = definePage('search').metadata;

/**
 * /search?query=…: results come from the index in the browser. The exported
 * HTML holds the blank-query page (box, popular products, families), which is
 * also what a visitor without JavaScript gets.
 */
export default function SearchPage() {
  const families = <FamilyCards headingLevel="h3" />;
  const popular = <PopularProducts />;
  return (
    // Reading the URL needs a Suspense boundary under static export.
    <Suspense fallback={<SearchPageView query="" state={{ kind: 'idle' }} families={families} popular={popular} />}>
      <SearchExperience families={families} popular={popular} />
    </Suspense>
  );
}
