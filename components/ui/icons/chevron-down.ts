// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.
import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';

const drawing: IconDrawing = ["chevron-down", [["path",{"d":"m6 9 6 6 6-6"}]]];

export function ChevronDown(props: IconProps) {
  return drawIcon(drawing, props);
}
