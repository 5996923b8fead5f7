import type { Product } from '../types';
import { variantProduct } from './shared';

export const product: Product<'fiber'> = variantProduct('gold-8f', ['gold-12f', 'gold', 'neo-8f', 'platinum']);
