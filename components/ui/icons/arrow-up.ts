// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.
import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';

const drawing: IconDrawing = ["arrow-up", [["path",{"d":"m5 12 7-7 7 7"}],["path",{"d":"M12 19V5"}]]];

export function ArrowUp(props: IconProps) {
  return drawIcon(drawing, props);
}
