import path from 'node:path';
import { test, expect } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { OUT_DIR, exportedPages, resolveInOut } from './support/out-files';

/**
 * Every exported page through html-validate's recommended rules, with the
 * project's configuration (.htmlvalidate.mjs, which says why each rule it
 * sets differs). Read as files: the markup the server sends, before any script.
 */
const validator = new HtmlValidate(new FileSystemConfigLoader());
const pages = exportedPages();

test('finds the exported pages', () => {
  expect(pages.length).toBeGreaterThan(100);
});

for (const page of pages) {
  test(`html-validate ${page}`, async () => {
    const file = resolveInOut(page)!;
    const report = await validator.validateFile(file);
    const messages = report.results.flatMap((r) => r.messages).map((m: Message) => `${m.ruleId} at ${path.relative(OUT_DIR, file)}:${m.line}:${m.column} ${m.selector ?? ''}: ${m.message}`);
    expect(messages).toEqual([]);
  });
}
