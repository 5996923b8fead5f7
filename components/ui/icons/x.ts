// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.
import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';

const drawing: IconDrawing = ["x", [["path",{"d":"M18 6 6 18"}],["path",{"d":"m6 6 12 12"}]]];

export function X(props: IconProps) {
  return drawIcon(drawing, props);
}
