// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.
import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';

const drawing: IconDrawing = ["chevron-right", [["path",{"d":"m9 18 6-6-6-6"}]]];

export function ChevronRight(props: IconProps) {
  return drawIcon(drawing, props);
}
