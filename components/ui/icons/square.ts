// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.
import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';

const drawing: IconDrawing = ["square", [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}]]];

export function Square(props: IconProps) {
  return drawIcon(drawing, props);
}
