// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.
import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';

const drawing: IconDrawing = ["arrow-right", [["path",{"d":"M5 12h14"}],["path",{"d":"m12 5 7 7-7 7"}]]];

export function ArrowRight(props: IconProps) {
  return drawIcon(drawing, props);
}
