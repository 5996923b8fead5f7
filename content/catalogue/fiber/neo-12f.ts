import type { Product } from '../types';
import { variantProduct } from './shared';

export const product: Product<'fiber'> = variantProduct('neo-12f', ['neo-8f', 'neo', 'gold-12f', 'platinum']);
