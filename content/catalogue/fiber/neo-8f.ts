import type { Product } from '../types';
import { variantProduct } from './shared';

export const product: Product<'fiber'> = variantProduct('neo-8f', ['neo-12f', 'neo-4f', 'neo', 'gold-8f']);
