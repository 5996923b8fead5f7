import { ENQUIRY_STORAGE_KEYS } from './storage';

/**
 * The enquiry list's rules, apart from storage and the DOM: what one line
 * holds, the cap, quantities, and the text the form posts.
 */

/** Most lines one enquiry carries; a longer quote goes in two enquiries. */
export const ENQUIRY_LIST_CAP = 50;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

/** Where the list lives in localStorage, and the shape version stored with it. */
export const ENQUIRY_LIST_STORAGE_KEY = ENQUIRY_STORAGE_KEYS.list;
export const ENQUIRY_LIST_VERSION = 1;

/** Name of the form field that carries the list. */
export const PRODUCTS_FIELD = 'products';

/** Id of the list on the contact page, which the header link targets. */
export const ENQUIRY_LIST_ID = 'enquiry-list';

export interface EnquiryItem {
  key: string;
  quantity: number;
}

/** What the form shows of a product: looked up by key from the catalogue. */
export interface EnquiryProduct {
  model: string;
  title: string;
}

export type ProductLookup = (key: string) => EnquiryProduct | null;

export function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX;
}

/** One stored line, or null when it is not one. */
export function parseEnquiryItem(value: unknown): EnquiryItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, quantity } = value as Record<string, unknown>;
  if (typeof key !== 'string' || key === '' || !isQuantity(quantity)) return null;
  return { key, quantity };
}

export type AddOutcome = 'added' | 'present' | 'full';

/** Adds a product with quantity 1; a product already listed, or a full list, is left as it is. */
export function addToEnquiry(items: readonly EnquiryItem[], key: string): { items: readonly EnquiryItem[]; outcome: AddOutcome } {
  if (items.some((item) => item.key === key)) return { items, outcome: 'present' };
  if (items.length >= ENQUIRY_LIST_CAP) return { items, outcome: 'full' };
  return { items: [...items, { key, quantity: QUANTITY_MIN }], outcome: 'added' };
}

export function removeFromEnquiry(items: readonly EnquiryItem[], key: string): readonly EnquiryItem[] {
  return items.filter((item) => item.key !== key);
}

/** A quantity typed into the form: a whole number in range, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isQuantity(value) ? value : null;
}

/** The nearest quantity in range for any number; non-numbers become the minimum. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.round(value)));
}

export function setQuantity(items: readonly EnquiryItem[], key: string, quantity: number): readonly EnquiryItem[] {
  const next = clampQuantity(quantity);
  return items.map((item) => (item.key === key && item.quantity !== next ? { ...item, quantity: next } : item));
}

/** The lines whose product the catalogue still has, with its model and title. */
export function resolveItems(items: readonly EnquiryItem[], lookup: ProductLookup): (EnquiryItem & EnquiryProduct)[] {
  return items.flatMap((item) => {
    const product = lookup(item.key);
    return product ? [{ ...item, ...product }] : [];
  });
}
