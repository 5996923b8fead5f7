import { Award, Droplets, Flame, House, RadioTower, Rat, Ruler, Sun, Zap, type LucideIcon } from 'lucide-react';
import type { FeatureIconName } from '@/content/factory/types';

const icons: Record<FeatureIconName, LucideIcon> = {
  rat: Rat,
  ruler: Ruler,
  sun: Sun,
  zap: Zap,
  flame: Flame,
  award: Award,
  house: House,
  droplets: Droplets,
  'radio-tower': RadioTower,
};

/** Decorative: the card's title says what the icon shows. */
export function FeatureIcon({ name, size = 28 }: { name: FeatureIconName; size?: number }) {
  const Icon = icons[name];
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
