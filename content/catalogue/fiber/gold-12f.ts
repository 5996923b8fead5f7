import type { Product } from '../types';
import { variantProduct } from './shared';

export const product: Product<'fiber'> = variantProduct('gold-12f', ['gold-8f', 'gold', 'neo-12f', 'platinum']);
