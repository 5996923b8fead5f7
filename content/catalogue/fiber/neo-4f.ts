import type { Product } from '../types';
import { variantProduct } from './shared';

export const product: Product<'fiber'> = variantProduct('neo-4f', ['neo-2f', 'neo-8f', 'neo', 'gold']);
