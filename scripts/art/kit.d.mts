/** Types of the drawing kit (kit.mjs) for the TypeScript build scripts that share it. */
import type { mark as Mark } from '@/lib/brand/mark';

/** Hex colours of app/tokens.css, named without the `--color-` prefix. */
export type TokenColour =
  | 'navy-950'
  | 'navy-900'
  | 'navy-800'
  | 'navy-700'
  | 'blue-600'
  | 'blue-500'
  | 'cyan-400'
  | 'cyan-600'
  | 'cyan-100'
  | 'amber-500'
  | 'amber-700'
  | 'amber-800'
  | 'ink'
  | 'ink-muted'
  | 'line'
  | 'line-strong'
  | 'surface'
  | 'surface-alt'
  | 'surface-sunken'
  | 'on-dark'
  | 'on-dark-muted'
  | 'danger'
  | 'focus';

export const c: Readonly<Record<TokenColour, string>>;
export const root: string;
export function svg(width: number, height: number, defs: readonly string[], body: readonly string[]): string;
export function radial(id: string, stops: readonly (readonly [number, string, number?])[], options?: { cx?: number; cy?: number; r?: number; units?: string }): string;
export function darkDefs(): string[];
export function darkBase(width: number, height: number, options?: { hazeX?: number; hazeY?: number; hazeColour?: string }): string[];
export function fibre(d: string, options?: { colour?: string; width?: number; halo?: number; core?: boolean; opacity?: number }): string;
export function spark(x: number, y: number, r: number, colour?: string, options?: { halo?: number }): string;
export function smoothPath(points: readonly (readonly [number, number])[], tension?: number): string;
export function markGroup(mark: typeof Mark, x: number, y: number, size: number, options?: { fullBleed?: boolean }): string;
