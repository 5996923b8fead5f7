// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.
import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';

const drawing: IconDrawing = ["list-plus", [["path",{"d":"M16 5H3"}],["path",{"d":"M11 12H3"}],["path",{"d":"M16 19H3"}],["path",{"d":"M18 9v6"}],["path",{"d":"M21 12h-6"}]]];

export function ListPlus(props: IconProps) {
  return drawIcon(drawing, props);
}
