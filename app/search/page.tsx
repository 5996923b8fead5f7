import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FamilyCards } from '@/components/catalogue/family-cards';
import { PopularProducts } from '@/components/search/popular-products';
import { SearchExperience, SearchPageView } from '@/components/search/search-page';
import { searchCopy } from '@/content/search';
import { paths } from '@/content/paths';
import { pageMetadata } from '@/lib/seo/metadata';

// Results pages are for visitors, not search engines (lib/seo/sitemap.ts lists the unindexed pages).
export const metadata: Metadata = pageMetadata({
  path: paths.search,
  title: searchCopy.metaTitle,
  description: searchCopy.metaDescription,
  indexed: false,
});

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
