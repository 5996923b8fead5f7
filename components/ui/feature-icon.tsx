import {
  Activity,
  Award,
  Battery,
  Cable,
  Crosshair,
  Droplets,
  Flame,
  Gauge,
  HardDrive,
  House,
  Layers,
  Monitor,
  Network,
  Radio,
  RadioTower,
  Rat,
  Ruler,
  Scissors,
  Server,
  Settings,
  Shield,
  Sun,
  Thermometer,
  Timer,
  Weight,
  Wifi,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { FeatureIcon as ProductFeatureIcon } from '@/content/catalogue/types';
import type { FeatureIconName as FactoryFeatureIcon } from '@/content/factory/types';

/** Every icon a product feature or a factory feature card may name. */
export type FeatureIconName = ProductFeatureIcon | FactoryFeatureIcon;

const icons: Record<FeatureIconName, LucideIcon> = {
  zap: Zap,
  shield: Shield,
  timer: Timer,
  battery: Battery,
  monitor: Monitor,
  wifi: Wifi,
  gauge: Gauge,
  thermometer: Thermometer,
  ruler: Ruler,
  weight: Weight,
  cable: Cable,
  sun: Sun,
  droplets: Droplets,
  rat: Rat,
  flame: Flame,
  layers: Layers,
  network: Network,
  settings: Settings,
  scissors: Scissors,
  crosshair: Crosshair,
  activity: Activity,
  radio: Radio,
  server: Server,
  'hard-drive': HardDrive,
  award: Award,
  wrench: Wrench,
  house: House,
  'radio-tower': RadioTower,
};

/** A decorative feature icon by name; the label or title beside it carries the meaning. */
export function FeatureIcon({ name, size = 24, strokeWidth = 1.75 }: { name: FeatureIconName; size?: number; strokeWidth?: number }) {
  const Icon = icons[name];
  return <Icon size={size} strokeWidth={strokeWidth} aria-hidden="true" />;
}
