import type { Product } from '../types';
import { variantProduct } from './shared';

export const product: Product<'fiber'> = variantProduct('neo-2f', ['neo-4f', 'neo', 'drop-2f', 'gold']);
