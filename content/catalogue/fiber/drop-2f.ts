import type { Product } from '../types';
import { variantProduct } from './shared';

export const product: Product<'fiber'> = variantProduct('drop-2f', ['drop-cable', 'flat-cable', 'neo-2f', 'neo']);
