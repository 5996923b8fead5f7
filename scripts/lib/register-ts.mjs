/**
 * Import this module first in a build script that needs the project's
 * TypeScript modules: `await import('../lib/register-ts.mjs')`, then import
 * `.ts` files (or `@/…` specifiers) as usual.
 */
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
