// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.
import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';

const drawing: IconDrawing = ["chevron-left", [["path",{"d":"m15 18-6-6 6-6"}]]];

export function ChevronLeft(props: IconProps) {
  return drawIcon(drawing, props);
}
