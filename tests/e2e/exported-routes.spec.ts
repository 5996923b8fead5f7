import { test, expect } from '@playwright/test';
import { routeEntries } from '@/lib/routing/routes';
import { exportedPages } from './support/out-files';

test('the export holds exactly the pages of the route table, and 404.html', () => {
  const exported = exportedPages();
  const expected = [...routeEntries.map((r) => r.path), '/404'].sort();
  expect(exported).toEqual(expected);
});
